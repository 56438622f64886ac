// GET /api/student/sessions/{sessionId}/ranking/{round} – the student's submitted ranking of a round (openings, submittedAt, history)
import { z } from 'zod';
import { submittedRanking } from '@/lib/rankings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getSubmittedRanking } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route({ auth: STUDENT, params, response: submittedRanking }, async ({ ctx, params }) =>
  getSubmittedRanking({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
