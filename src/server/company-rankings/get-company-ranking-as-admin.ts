import { loadSessionRound } from '@/server/applications';
import type { Context } from '@/server/context';
import { findRankedOpening } from './find-ranked-opening';
import { selectCompanyRankingView, withSubmittedBy, type AdminCompanyRankingView } from './ranking-view';

/** GET /api/admin/openings/{openingId}/ranking/{round}: the current company ranking with who submitted it. */
export async function getCompanyRankingAsAdmin({
  ctx,
  openingId,
  round,
}: {
  ctx: Context;
  openingId: number;
  round: number;
}): Promise<AdminCompanyRankingView> {
  const opening = await findRankedOpening({ db: ctx.db, openingId });
  await loadSessionRound({ db: ctx.db, sessionId: opening.sessionId, round });
  return withSubmittedBy({ db: ctx.db, view: await selectCompanyRankingView({ db: ctx.db, openingId, round, viewer: 'admin' }) });
}
