// GET /api/admin/sessions/{sessionId}/evaluations/{requestId} – one mentor evaluation with its form and answers
import { z } from 'zod';
import { evaluationDetailView } from '@/lib/evaluations';
import { getEvaluation } from '@/server/evaluations';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, requestId: idParam }), response: evaluationDetailView },
  async ({ ctx, params }) => getEvaluation({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
