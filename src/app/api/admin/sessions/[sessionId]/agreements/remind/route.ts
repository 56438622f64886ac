// POST /api/admin/sessions/{sessionId}/agreements/remind – remind whoever must sign next {studentIds}; at most once per 24 h per placement (skipped with the reason)
import { z } from 'zod';
import { agreementBulkResult } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { remindAgreements, remindAgreementsInput } from '@/server/agreements';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: remindAgreementsInput, response: agreementBulkResult },
  async ({ ctx, params, body }) => remindAgreements({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
