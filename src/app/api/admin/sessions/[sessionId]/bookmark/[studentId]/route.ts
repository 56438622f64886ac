// GET /api/admin/sessions/{sessionId}/bookmark/{studentId} – a student's bookmarked openings of the session, paged
import { z } from 'zod';
import { studentOpeningPage } from '@/lib/openings';
import { ADMIN, idParam, methodsNotAllowed, paginationQuery, route, textParam } from '@/server/http';
import { listStudentBookmarksAsAdmin } from '@/server/openings';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), query: paginationQuery, response: studentOpeningPage },
  async ({ ctx, params, query }) =>
    listStudentBookmarksAsAdmin({ ctx, sessionId: params.sessionId, studentId: params.studentId, pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
