import type { EvaluationFormView, EvaluationKind } from '@/lib/evaluations';
import type { Context } from '@/server/context';
import { readEvaluationForm } from './evaluation-form';

/** GET /api/admin/session-groups/{sessionGroupId}/evaluation-forms/{kind}: the stored form, else the default (version 0). */
export async function getEvaluationForm({
  ctx,
  sessionGroupId,
  kind,
}: {
  ctx: Context<'admin'>;
  sessionGroupId: number;
  kind: EvaluationKind;
}): Promise<EvaluationFormView> {
  return readEvaluationForm({ db: ctx.db, sessionGroupId, kind });
}
