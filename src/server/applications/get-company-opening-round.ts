import { eq } from 'drizzle-orm';
import { companies } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { currentCompanyRankings } from './application-view';
import { findOwnOpening, isResultAnnounced, loadSessionRound, type CompanyOpening } from './round-scope';
import { currentRoundOf } from './current-round';
import { hasCome, isWindowOpen } from '@/server/deadlines';

export type CompanyOpeningRound = {
  opening: CompanyOpening & { companyNameTh: string };
  session: { sessionId: number; title: string };
  round: number;
  currentRound: number;
  applicationAnnouncementDate: Date;
  companyRankingDeadline: Date;
  resultAnnouncementDate: Date;
  isApplicationsAnnounced: boolean;
  isRankingOpen: boolean;
  isRankingSubmitted: boolean;
  isResultAnnounced: boolean;
  now: Date;
};

/**
 * The header of the company's applicant screens: its own opening, the session, the round shown (the
 * current one unless asked) with its dates, and which of the round's gates are open now.
 */
export async function getCompanyOpeningRound({
  ctx,
  sessionId,
  openingId,
  round: requestedRound,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  round?: number;
}): Promise<CompanyOpeningRound> {
  const companyId = ctx.actor.companyId;
  const round = requestedRound ?? (await currentRoundOf({ db: ctx.db, sessionId }));
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  const opening = await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  const now = ctx.now;
  const [rankings, [company]] = await Promise.all([
    currentCompanyRankings({ db: ctx.db, openingIds: [openingId], round }),
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
    isRankingOpen:
      isWindowOpen({ opensAt: sessionRound.applicationAnnouncementDate, closesAt: sessionRound.companyRankingDeadline, now }) &&
      round === sessionRound.currentRound,
    isRankingSubmitted: rankings.has(openingId),
    isResultAnnounced: isResultAnnounced({ sessionRound, now }),
    now,
  };
}
