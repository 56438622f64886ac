import type { Context } from '@/server/context';
import { toList, type Pagination } from '@/server/validation';
import { companyIdOf } from '@/server/openings';
import { selectOpeningApplicationViews } from './application-view';
import { assertApplicationsAnnounced, findOwnOpening, loadSessionRound } from './round-scope';

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}: the ACTIVE applications
 * of the company's own opening, from the round's applicationAnnouncementDate.
 */
export async function listOpeningApplications(ctx: Context, sessionId: number, openingId: number, round: number, pagination: Pagination) {
  const companyId = companyIdOf(ctx.actor);
  const sessionRound = await loadSessionRound(ctx.db, sessionId, round);
  await findOwnOpening(ctx.db, { openingId, sessionId, companyId });
  assertApplicationsAnnounced(sessionRound, ctx.now);
  const { items, total } = await selectOpeningApplicationViews(ctx.db, openingId, round, { offset: (pagination.page - 1) * pagination.limit, limit: pagination.limit });
  return toList(items, total, pagination);
}
