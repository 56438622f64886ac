import { eq } from 'drizzle-orm';
import { companies } from '@/db/schema';
import type { Context } from '@/server/context';
import { companyIdOf } from '@/server/openings';
import { currentCompanyRankings } from './application-view';
import { isResultAnnounced } from './get-opening-result';
import { findOwnOpening, loadSessionRound } from './round-scope';
import { currentRoundOf } from './current-round';
import { hasCome, isWindowOpen } from '@/server/deadlines';

/**
 * The header of the company's applicant screens: its own opening, the session, the round shown (the
 * current one unless asked) with its dates, and which of the round's gates are open now.
 */
export async function getCompanyOpeningRound(ctx: Context, sessionId: number, openingId: number, requestedRound?: number) {
  const companyId = companyIdOf(ctx.actor);
  const round = requestedRound ?? (await currentRoundOf(ctx.db, sessionId));
  const sessionRound = await loadSessionRound(ctx.db, sessionId, round);
  const opening = await findOwnOpening(ctx.db, { openingId, sessionId, companyId });
  const now = ctx.now;
  const [rankings, [company]] = await Promise.all([
    currentCompanyRankings(ctx.db, [openingId], round),
    ctx.db.select({ companyNameTh: companies.companyNameTh }).from(companies).where(eq(companies.companyId, companyId)).limit(1),
  ]);
  return {
    opening: { ...opening, companyNameTh: company?.companyNameTh ?? '' },
    session: { sessionId, title: sessionRound.sessionTitle },
    round,
    currentRound: sessionRound.currentRound,
    applicationAnnouncementDate: sessionRound.applicationAnnouncementDate,
    companyRankingDeadline: sessionRound.companyRankingDeadline,
    resultAnnouncementDate: sessionRound.resultAnnouncementDate,
    isApplicationsAnnounced: hasCome({ date: sessionRound.applicationAnnouncementDate, now }),
    isRankingOpen: isWindowOpen({ opensAt: sessionRound.applicationAnnouncementDate, closesAt: sessionRound.companyRankingDeadline, now }) && round === sessionRound.currentRound,
    isRankingSubmitted: rankings.has(openingId),
    isResultAnnounced: isResultAnnounced(sessionRound, now),
    now,
  };
}
