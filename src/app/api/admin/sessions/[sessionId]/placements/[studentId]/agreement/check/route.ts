// PUT /api/admin/sessions/{sessionId}/placements/{studentId}/agreement/check – mark the signed agreement checked or take the mark back {checked, version} (409 when not signed yet or on a stale version)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { setAgreementChecked, setAgreementCheckedInput } from '@/server/agreements';

export const PUT = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), body: setAgreementCheckedInput, response: agreementView },
  async ({ ctx, params, body }) => setAgreementChecked({ ctx, ...params, input: body }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
