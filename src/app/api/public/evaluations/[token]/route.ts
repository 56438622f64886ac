// GET /api/public/evaluations/{token} – the evaluation form a mentor's link opens, no sign-in (404 unknown or replaced link, 410 expired); POST /api/public/evaluations/{token} – the mentor submits the answers once {answers}
import { z } from 'zod';
import { evaluationDetailView } from '@/lib/evaluations';
import { getPublicEvaluation, submitPublicEvaluation, submitPublicEvaluationInput } from '@/server/evaluations';
import { methodsNotAllowed, route, textParam } from '@/server/http';

const params = z.object({ token: textParam });

export const GET = route({ auth: 'public', params, response: evaluationDetailView }, async ({ ctx, params }) =>
  getPublicEvaluation({ ctx, token: params.token }),
);

export const POST = route(
  { auth: 'public', params, body: submitPublicEvaluationInput, response: evaluationDetailView },
  async ({ ctx, params, body }) => submitPublicEvaluation({ ctx, token: params.token, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
