// GET /api/admin/sessions/{sessionId}/employer-ratings – the session's ratings of employers with their comments (paged; filter by company)
import { z } from 'zod';
import { employerRatingList } from '@/lib/employer-ratings';
import { listEmployerRatings, listEmployerRatingsQuery } from '@/server/employer-ratings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), query: listEmployerRatingsQuery, response: employerRatingList },
  async ({ ctx, params, query }) => listEmployerRatings({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
