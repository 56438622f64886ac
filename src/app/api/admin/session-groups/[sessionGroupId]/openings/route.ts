// GET /api/admin/session-groups/{sessionGroupId}/openings – the group's openings of every status, filtered by status, search, sessions and round, paged
import { z } from 'zod';
import { OPENING_STATUSES } from '@/lib/openings';
import { ADMIN, idParam, integerQuery, listQuery, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { listGroupOpenings } from '@/server/openings';

const query = paginationQuery.extend({
  status: listQuery(z.enum(OPENING_STATUSES)).optional(),
  search: z.string().max(200).optional(),
  sessionIds: listQuery(idParam).optional(),
  round: integerQuery.pipe(z.number().int().min(1)).optional(),
});

export const GET = route({ auth: ADMIN, params: z.object({ sessionGroupId: idParam }), query }, async ({ ctx, params, query }) =>
  listGroupOpenings(ctx, params.sessionGroupId, query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
