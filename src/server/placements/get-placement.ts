import type { PlacementView } from '@/lib/placements';
import type { Context } from '@/server/context';
import { findPlacement } from './placement-rows';

/**
 * GET /api/admin/sessions/{sessionId}/placements/{studentId} (any placement) and
 * GET /api/company/sessions/{sessionId}/placements/{studentId} (its own, from the announcement; else 404).
 */
export async function getPlacement({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<PlacementView> {
  const viewer = ctx.actor.role === 'company_user' ? { companyId: ctx.actor.companyId } : null;
  return findPlacement({ db: ctx.db, now: ctx.now, sessionId, studentId, viewer });
}
