// PUT /api/admin/companies/{companyId}/users/{platformUid}/password – set a company user's password; their logins end
import { z } from 'zod';
import { passwordBody, setCompanyUserPassword } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';

export const PUT = route({ auth: ADMIN, params: z.object({ companyId: idParam, platformUid: textParam }), body: passwordBody }, async ({ ctx, params, body }) =>
  setCompanyUserPassword(ctx, params.companyId, params.platformUid, body.password),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
