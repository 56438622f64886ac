import { and, asc, eq } from 'drizzle-orm';
import { companyRankingDraftItems } from '@/db/schema';
import type { CompanyRankingDraft } from '@/lib/company-rankings';
import { assertApplicationsAnnounced, currentCompanyRankings, selectOpeningApplicationViews } from '@/server/applications';
import type { CompanyContext } from '@/server/context';
import { isWindowOpen } from '@/server/deadlines';
import { loadCompanyRankingScope } from './ranking-scope';

export type { CompanyRankingDraft };

/**
 * GET /api/company/sessions/{sessionId}/openings/{openingId}/ranking/draft: the saved order of the
 * current round (only ids still ACTIVE) with every ACTIVE application, so the screen can show the
 * ones not placed yet, and whether the draft may still be edited.
 */
export async function getCompanyRankingDraft({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
}): Promise<CompanyRankingDraft> {
  const companyId = ctx.actor.companyId;
  const { sessionRound, opening, round } = await loadCompanyRankingScope({ db: ctx.db, sessionId, openingId, companyId });
  const now = ctx.now;
  assertApplicationsAnnounced({ sessionRound, now });
  const [draft, { items }, rankings] = await Promise.all([
    ctx.db
      .select({ applicationId: companyRankingDraftItems.applicationId })
      .from(companyRankingDraftItems)
      .where(and(eq(companyRankingDraftItems.openingId, openingId), eq(companyRankingDraftItems.round, round)))
      .orderBy(asc(companyRankingDraftItems.position)),
    selectOpeningApplicationViews({ db: ctx.db, openingId, round, viewer: 'company' }),
    currentCompanyRankings({ db: ctx.db, openingIds: [openingId], round }),
  ]);
  const active = new Set(items.map((item) => item.applicationId));
  const isRankingSubmitted = rankings.has(openingId);
  return {
    round,
    applicationIds: draft.map((row) => row.applicationId).filter((id) => active.has(id)),
    hasDraft: draft.length > 0,
    applications: items,
    openingStatus: opening.status,
    isRankingSubmitted,
    canEdit: !isRankingSubmitted && opening.status === 'PUBLISHED' && isWindowOpen({ closesAt: sessionRound.companyRankingDeadline, now }),
    applicationAnnouncementDate: sessionRound.applicationAnnouncementDate.toISOString(),
    companyRankingDeadline: sessionRound.companyRankingDeadline.toISOString(),
  };
}
