// PUT /api/admin/companies/{companyId}/users/{platformUid}/password – set a company user's password; their logins end
import { messageAnswer } from '@/lib/contract';
import { z } from 'zod';
import { setCompanyUserPasswordInput, setCompanyUserPassword } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';

export const PUT = route(
  {
    auth: ADMIN,
    params: z.object({ companyId: idParam, platformUid: textParam }),
    body: setCompanyUserPasswordInput,
    response: messageAnswer,
  },
  async ({ ctx, params, body }) =>
    setCompanyUserPassword({ ctx, companyId: params.companyId, platformUid: params.platformUid, input: body }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
