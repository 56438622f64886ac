import { sql } from 'drizzle-orm';
import type { EvaluationDetailView } from '@/lib/evaluations';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { detailViewOf, selectEvaluationDetails } from './evaluation-detail';

/** GET /api/admin/sessions/{sessionId}/evaluations/{requestId}: one evaluation with its form and answers. */
export async function getEvaluation({
  ctx,
  sessionId,
  requestId,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  requestId: number;
}): Promise<EvaluationDetailView> {
  const [detail] = await selectEvaluationDetails({
    db: ctx.db,
    now: ctx.now,
    where: sql`r.request_id = ${requestId} and r.session_id = ${sessionId}`,
  });
  if (!detail) throw new NotFoundError('Evaluation not found');
  return detailViewOf(detail);
}
