// GET /api/admin/session-groups/{sessionGroupId}/agreement-template – the group's agreement template (the default as version 0 until one is stored); PUT /api/admin/session-groups/{sessionGroupId}/agreement-template – store it {title, body, version} (400 unknown field, 409 stale version)
import { z } from 'zod';
import { agreementTemplateView } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getAgreementTemplate, updateAgreementTemplate, updateAgreementTemplateInput } from '@/server/agreements';

const params = z.object({ sessionGroupId: idParam });

export const GET = route({ auth: ADMIN, params, response: agreementTemplateView }, async ({ ctx, params }) =>
  getAgreementTemplate({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const PUT = route(
  { auth: ADMIN, params, body: updateAgreementTemplateInput, response: agreementTemplateView },
  async ({ ctx, params, body }) => updateAgreementTemplate({ ctx, sessionGroupId: params.sessionGroupId, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
