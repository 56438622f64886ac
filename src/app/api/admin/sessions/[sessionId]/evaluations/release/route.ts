// POST /api/admin/sessions/{sessionId}/evaluations/release – show submitted mentor evaluations to their students {requestIds} (one or many), each with a notice
import { z } from 'zod';
import { bulkAnswer } from '@/lib/contract';
import { releaseEvaluations, releaseEvaluationsInput } from '@/server/evaluations';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: releaseEvaluationsInput, response: bulkAnswer(z.number().int()) },
  async ({ ctx, params, body }) => releaseEvaluations({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
