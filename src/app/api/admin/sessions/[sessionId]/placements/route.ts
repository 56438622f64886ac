// GET /api/admin/sessions/{sessionId}/placements – the session's placements (paged; filter by round, company, state; search by student, opening, company or mentor)
import { z } from 'zod';
import { placementList } from '@/lib/placements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { listPlacements, listPlacementsQuery } from '@/server/placements';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), query: listPlacementsQuery, response: placementList },
  async ({ ctx, params, query }) => listPlacements({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
