// GET /api/admin/openings?openingIds – the named openings in the order asked (all openings, newest first, without openingIds), paged
import { adminOpeningPage } from '@/lib/openings';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { listOpeningsByIds, listOpeningsByIdsQuery } from '@/server/openings';

export const GET = route({ auth: ADMIN, query: listOpeningsByIdsQuery, response: adminOpeningPage }, async ({ ctx, query }) =>
  listOpeningsByIds({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
