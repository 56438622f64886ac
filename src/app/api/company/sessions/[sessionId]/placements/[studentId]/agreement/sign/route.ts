// POST /api/company/sessions/{sessionId}/placements/{studentId}/agreement/sign – sign the current document online by typed full name {fullName, documentSha256} (once; 409 if the document changed or already signed)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { COMPANY_USER, clientAddressOf, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { signAgreement, signAgreementInput } from '@/server/agreements';

export const POST = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam, studentId: textParam }), body: signAgreementInput, response: agreementView },
  async ({ ctx, params, body }) => signAgreement({ ctx, ...params, clientAddress: clientAddressOf(ctx.request), input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
