// GET /api/admin/session-groups/{sessionGroupId}/evaluation-forms/{kind} – the group's mentor evaluation form of a kind (MIDTERM or FINAL), the default one (version 0) until saved; PUT /api/admin/session-groups/{sessionGroupId}/evaluation-forms/{kind} – save it {version, titleTh, titleEn, sections, dueBasis, dueOffsetDays, linkValidDays} (409 on a stale version)
import { z } from 'zod';
import { EVALUATION_KINDS, evaluationFormView } from '@/lib/evaluations';
import { getEvaluationForm, updateEvaluationForm, updateEvaluationFormInput } from '@/server/evaluations';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionGroupId: idParam, kind: z.enum(EVALUATION_KINDS) });

export const GET = route({ auth: ADMIN, params, response: evaluationFormView }, async ({ ctx, params }) =>
  getEvaluationForm({ ctx, ...params }),
);

export const PUT = route(
  { auth: ADMIN, params, body: updateEvaluationFormInput, response: evaluationFormView },
  async ({ ctx, params, body }) => updateEvaluationForm({ ctx, ...params, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
