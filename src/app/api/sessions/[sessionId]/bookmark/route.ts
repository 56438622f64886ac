// GET /api/sessions/{sessionId}/bookmark – the student's bookmarked openings of the session, newest bookmark first, paged
import { z } from 'zod';
import { studentOpeningPage } from '@/lib/openings';
import { idParam, methodsNotAllowed, paginationQuery, route, STUDENT } from '@/server/http';
import { listBookmarks } from '@/server/openings';

export const GET = route(
  { auth: STUDENT, params: z.object({ sessionId: idParam }), query: paginationQuery, response: studentOpeningPage },
  async ({ ctx, params, query }) => listBookmarks({ ctx, sessionId: params.sessionId, pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
