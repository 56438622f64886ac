// GET /api/admin/session-groups/{sessionGroupId}/openings – the group's openings of every status, filtered by status, search, sessions and round, paged
import { z } from 'zod';
import { adminOpeningPage } from '@/lib/openings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { groupOpeningsQuery, listGroupOpenings } from '@/server/openings';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionGroupId: idParam }), query: groupOpeningsQuery, response: adminOpeningPage },
  async ({ ctx, params, query }) => listGroupOpenings({ ctx, sessionGroupId: params.sessionGroupId, filters: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
