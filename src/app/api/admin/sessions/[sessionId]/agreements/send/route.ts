// POST /api/admin/sessions/{sessionId}/agreements/send – send agreements for signature {studentIds} (all or nothing) or {allNotSent: true} (every announced placement never sent; those that cannot be sent are skipped with the reason)
import { z } from 'zod';
import { agreementBulkResult } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { sendAgreements, sendAgreementsInput } from '@/server/agreements';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: sendAgreementsInput, response: agreementBulkResult },
  async ({ ctx, params, body }) => sendAgreements({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
