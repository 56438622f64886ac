// GET /api/student/sessions/{sessionId}/employer-rating – the student's rating of their placement's company and whether they may rate it now; POST /api/student/sessions/{sessionId}/employer-rating – rate the company once the placement ended (once; 409 before the end or on a second)
import { z } from 'zod';
import { employerRatingView, studentEmployerRating } from '@/lib/employer-ratings';
import { getStudentEmployerRating, rateEmployer, rateEmployerInput } from '@/server/employer-ratings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: STUDENT, params, response: studentEmployerRating }, async ({ ctx, params }) =>
  getStudentEmployerRating({ ctx, sessionId: params.sessionId }),
);

export const POST = route(
  { auth: STUDENT, params, body: rateEmployerInput, status: 201, response: employerRatingView },
  async ({ ctx, params, body }) => rateEmployer({ ctx, sessionId: params.sessionId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
