import type { EvaluationDetailView } from '@/lib/evaluations';
import type { OptionalActorContext } from '@/server/context';
import { detailViewOf } from './evaluation-detail';
import { findByToken } from './public-evaluation';

/**
 * GET /api/public/evaluations/{token}: the form a mentor's link opens (no sign-in), or once submitted the read-only
 * copy of the answers. The mentor never sees the score or whether the office released it.
 */
export async function getPublicEvaluation({ ctx, token }: { ctx: OptionalActorContext; token: string }): Promise<EvaluationDetailView> {
  const detail = await findByToken({ db: ctx.db, now: ctx.now, token });
  return { ...detailViewOf(detail), score: null, releasedAt: null };
}
