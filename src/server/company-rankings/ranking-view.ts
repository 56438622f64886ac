import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts, companyRankingSubmissions } from '@/db/schema';
import { currentCompanyRankings, selectOpeningApplicationViews, type ApplicationView } from '@/server/applications';

export type CompanyRankingView = {
  openingId: number;
  round: number;
  /** The selected applications in the company's order, each with whether it is shared with the student. */
  applications: (ApplicationView & { isShared: boolean })[];
  excludedApplicationIds: number[];
  excludedApplicationNote: string | null;
  submittedAt: Date | null;
  /** Every submit and admin unsubmit of the round, oldest first (history is never overwritten). */
  history: { action: 'SUBMIT' | 'UNSUBMIT' | 'REORDER' | 'CANCEL'; submittedAt: Date }[];
};

/**
 * The current company ranking of an opening for a round (none: empty lists, submittedAt null).
 * Items whose application stopped being ACTIVE since (a student cancelled) are left out.
 */
export async function selectCompanyRankingView(db: Executor, openingId: number, round: number): Promise<CompanyRankingView & { submittedByPlatformUid: string | null }> {
  const [rankings, { items }, history] = await Promise.all([
    currentCompanyRankings(db, [openingId], round),
    selectOpeningApplicationViews(db, openingId, round),
    db
      .select({ action: companyRankingSubmissions.action, submittedAt: companyRankingSubmissions.submittedAt })
      .from(companyRankingSubmissions)
      .where(and(eq(companyRankingSubmissions.openingId, openingId), eq(companyRankingSubmissions.round, round)))
      .orderBy(asc(companyRankingSubmissions.submittedAt), asc(companyRankingSubmissions.submissionId)),
  ]);
  const ranking = rankings.get(openingId);
  const byId = new Map(items.map((item) => [item.applicationId, item]));
  const selected = (ranking?.items ?? []).filter((item) => item.position !== null && byId.has(item.applicationId));
  return {
    openingId,
    round,
    applications: selected.map((item) => ({ ...byId.get(item.applicationId)!, isShared: item.isShared })),
    excludedApplicationIds: (ranking?.items ?? []).filter((item) => item.position === null && byId.has(item.applicationId)).map((item) => item.applicationId),
    excludedApplicationNote: ranking?.excludedApplicationNote ?? null,
    submittedAt: ranking?.submittedAt ?? null,
    history,
    submittedByPlatformUid: ranking?.submittedByPlatformUid ?? null,
  };
}

/** The admin view adds who submitted (SPEC §3: submittedBy with platformUid, username, email). */
export async function withSubmittedBy(db: Executor, view: CompanyRankingView & { submittedByPlatformUid: string | null }) {
  const { submittedByPlatformUid, ...rest } = view;
  if (!submittedByPlatformUid) return { ...rest, submittedBy: null };
  const [account] = await db
    .select({ platformUid: accounts.platformUid, username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.platformUid, submittedByPlatformUid))
    .limit(1);
  return { ...rest, submittedBy: account ?? null };
}

export function withoutSubmitter(view: CompanyRankingView & { submittedByPlatformUid: string | null }): CompanyRankingView {
  // Only admins see who submitted (SPEC §3 "admin history adds submittedBy").
  const rest: CompanyRankingView & { submittedByPlatformUid?: string | null } = { ...view };
  delete rest.submittedByPlatformUid;
  return rest;
}
