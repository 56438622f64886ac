// GET /api/admin/sessions/{sessionId}/evaluations – every placement and evaluation form kind of the session with its state, due date and sends, filtered by kind, state, company, released and a search
import { z } from 'zod';
import { evaluationRowList } from '@/lib/evaluations';
import { listSessionEvaluations, listSessionEvaluationsQuery } from '@/server/evaluations';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), query: listSessionEvaluationsQuery, response: evaluationRowList },
  async ({ ctx, params, query }) => listSessionEvaluations({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
