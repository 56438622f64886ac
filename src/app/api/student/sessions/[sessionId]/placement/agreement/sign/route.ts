// POST /api/student/sessions/{sessionId}/placement/agreement/sign – sign the current document online by typed full name {fullName, documentSha256} (once; 409 if the document changed or already signed)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { STUDENT, clientAddressOf, idParam, methodsNotAllowed, route } from '@/server/http';
import { signAgreement, signAgreementInput } from '@/server/agreements';

export const POST = route(
  { auth: STUDENT, params: z.object({ sessionId: idParam }), body: signAgreementInput, response: agreementView },
  async ({ ctx, params, body }) =>
    signAgreement({
      ctx,
      sessionId: params.sessionId,
      studentId: ctx.actor.studentId,
      clientAddress: clientAddressOf(ctx.request),
      input: body,
    }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
