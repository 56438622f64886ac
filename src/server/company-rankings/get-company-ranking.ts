import { assertApplicationsAnnounced, findOwnOpening, loadSessionRound } from '@/server/applications';
import type { CompanyContext } from '@/server/context';
import { selectCompanyRankingView, withoutSubmitter, type CompanyRankingView } from './ranking-view';

/**
 * GET /api/company/sessions/{sessionId}/openings/{openingId}/ranking/{round}: the company's current
 * ranking of the round (empty with submittedAt null when none), readable from applicationAnnouncementDate.
 */
export async function getCompanyRanking({
  ctx,
  sessionId,
  openingId,
  round,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  round: number;
}): Promise<CompanyRankingView> {
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  assertApplicationsAnnounced({ sessionRound, now: ctx.now });
  return withoutSubmitter(await selectCompanyRankingView({ db: ctx.db, openingId, round, viewer: 'company' }));
}
