// POST /api/admin/sessions/{sessionId}/evaluations/send – send (or re-send) the mentor a new evaluation link now {studentId, kind}; the link sent before stops working
import { z } from 'zod';
import { evaluationRowView } from '@/lib/evaluations';
import { sendEvaluationLink, sendEvaluationLinkInput } from '@/server/evaluations';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: sendEvaluationLinkInput, response: evaluationRowView },
  async ({ ctx, params, body }) => sendEvaluationLink({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
