// GET /api/company/sessions/{sessionId}/placements – the company's placements of the session, from the result announcement (paged; filter by round and state; search)
import { z } from 'zod';
import { placementList } from '@/lib/placements';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { listPlacements, listPlacementsQuery } from '@/server/placements';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam }), query: listPlacementsQuery, response: placementList },
  async ({ ctx, params, query }) => listPlacements({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
