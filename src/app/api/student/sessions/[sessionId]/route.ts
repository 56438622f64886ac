// GET /api/student/sessions/{sessionId} – the session as its enrolled student sees it (ranking submitted, assigned opening, announcement and ranking flags)
import { z } from 'zod';
import { studentSessionView } from '@/lib/session-view';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getStudentSession } from '@/server/sessions';

export const GET = route(
  { auth: STUDENT, params: z.object({ sessionId: idParam }), response: studentSessionView },
  async ({ ctx, params }) => getStudentSession({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
