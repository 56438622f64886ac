// POST /api/student/sessions/{sessionId}/ranking – submit the ranking (applications) of the current round; PUT /api/student/sessions/{sessionId}/ranking – reorder the applications until the reorder deadline; PATCH /api/student/sessions/{sessionId}/ranking – cancel applications until the cancel deadline
import { z } from 'zod';
import { submittedRanking } from '@/lib/rankings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { cancelApplications, rankingOpeningsInput, reorderRanking, submitStudentRanking } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam });

export const POST = route(
  { auth: STUDENT, status: 201, params, body: rankingOpeningsInput, response: submittedRanking },
  async ({ ctx, params, body }) => submitStudentRanking({ ctx, sessionId: params.sessionId, input: body }),
);

export const PUT = route({ auth: STUDENT, params, body: rankingOpeningsInput, response: submittedRanking }, async ({ ctx, params, body }) =>
  reorderRanking({ ctx, sessionId: params.sessionId, input: body }),
);

export const PATCH = route(
  { auth: STUDENT, params, body: rankingOpeningsInput, response: submittedRanking },
  async ({ ctx, params, body }) => cancelApplications({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, DELETE, OPTIONS } = methodsNotAllowed(['POST', 'PUT', 'PATCH']);
