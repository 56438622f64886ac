// GET /api/admin/openings/{openingId}/applications/{round} – the ACTIVE applications of an opening in a round, paged
import { z } from 'zod';
import { applicationPage } from '@/lib/applications';
import { listOpeningApplicationsAsAdmin } from '@/server/applications';
import { ADMIN, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ openingId: idParam, round: idParam });

export const GET = route({ auth: ADMIN, params, query: paginationQuery, response: applicationPage }, async ({ ctx, params, query }) =>
  listOpeningApplicationsAsAdmin({ ctx, ...params, pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
