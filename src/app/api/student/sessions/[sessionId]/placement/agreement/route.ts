// GET /api/student/sessions/{sessionId}/placement/agreement – the agreement of their own placement: its state, who signed when (404 otherwise)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { STUDENT, idParam, methodsNotAllowed, route } from '@/server/http';
import { getAgreement } from '@/server/agreements';

export const GET = route({ auth: STUDENT, params: z.object({ sessionId: idParam }), response: agreementView }, async ({ ctx, params }) =>
  getAgreement({ ctx, sessionId: params.sessionId, studentId: ctx.actor.studentId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
