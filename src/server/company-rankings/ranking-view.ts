import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts, companyRankingSubmissions } from '@/db/schema';
import type { AdminCompanyRankingView, CompanyRankingView } from '@/lib/company-rankings';
import { currentCompanyRankings, selectOpeningApplicationViews } from '@/server/applications';
import type { ContactViewer } from '@/server/students';

export type { AdminCompanyRankingView, CompanyRankingView };

type SubmittedBy = AdminCompanyRankingView['submittedBy'];

/** As read, before the company's view drops who did what and the admin's view names them. */
type CompanyRankingRecord = Omit<CompanyRankingView, 'history'> & {
  submittedByPlatformUid: string | null;
  history: (CompanyRankingView['history'][number] & { submittedByPlatformUid: string | null })[];
};

/**
 * The current company ranking of an opening for a round (none: empty lists, submittedAt null).
 * Items whose application stopped being ACTIVE since (a student cancelled) are left out.
 */
export async function selectCompanyRankingView({
  db,
  openingId,
  round,
  viewer,
}: {
  db: Executor;
  openingId: number;
  round: number;
  /** A company reads the applicants' contact fields with each student's visibility flag applied. */
  viewer: ContactViewer;
}): Promise<CompanyRankingRecord> {
  const [rankings, { items }, history] = await Promise.all([
    currentCompanyRankings({ db, openingIds: [openingId], round }),
    selectOpeningApplicationViews({ db, openingId, round, viewer }),
    db
      .select({
        action: companyRankingSubmissions.action,
        submittedAt: companyRankingSubmissions.submittedAt,
        submittedByPlatformUid: companyRankingSubmissions.submittedByPlatformUid,
      })
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
    excludedApplicationIds: (ranking?.items ?? [])
      .filter((item) => item.position === null && byId.has(item.applicationId))
      .map((item) => item.applicationId),
    excludedApplicationNote: ranking?.excludedApplicationNote ?? null,
    submittedAt: ranking?.submittedAt.toISOString() ?? null,
    history: history.map((entry) => ({ ...entry, submittedAt: entry.submittedAt.toISOString() })),
    submittedByPlatformUid: ranking?.submittedByPlatformUid ?? null,
  };
}

/**
 * The admin view adds who submitted (SPEC §3: submittedBy with platformUid, username, email), for the
 * current ranking and for each history entry (the company user who submitted, the admin who unsubmitted).
 */
export async function withSubmittedBy({ db, view }: { db: Executor; view: CompanyRankingRecord }): Promise<AdminCompanyRankingView> {
  const { submittedByPlatformUid, history, ...rest } = view;
  const platformUids = [
    ...new Set(
      [submittedByPlatformUid, ...history.map((entry) => entry.submittedByPlatformUid)].filter((uid): uid is string => uid !== null),
    ),
  ];
  const found = platformUids.length
    ? await db
        .select({ platformUid: accounts.platformUid, username: accounts.username, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.platformUid, platformUids))
    : [];
  const byUid = new Map(found.map((account) => [account.platformUid, account]));
  const accountOf = (uid: string | null): SubmittedBy => (uid === null ? null : (byUid.get(uid) ?? null));
  return {
    ...rest,
    history: history.map(({ submittedByPlatformUid: uid, ...entry }) => ({ ...entry, submittedBy: accountOf(uid) })),
    submittedBy: accountOf(submittedByPlatformUid),
  };
}

export function withoutSubmitter(view: CompanyRankingRecord): CompanyRankingView {
  // Only admins see who submitted (SPEC §3 "admin history adds submittedBy").
  const rest: Omit<CompanyRankingRecord, 'submittedByPlatformUid'> & { submittedByPlatformUid?: string | null } = { ...view };
  delete rest.submittedByPlatformUid;
  return { ...rest, history: view.history.map(({ action, submittedAt }) => ({ action, submittedAt })) };
}
