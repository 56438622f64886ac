import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts, applications, studentRankingSubmissionItems, studentRankingSubmissions } from '@/db/schema';
import type { RankingHistoryEntry, SubmittedRanking } from '@/lib/rankings';
import { isWindowOpen } from '@/server/deadlines';
import { selectStudentOpeningViews } from '@/server/openings';
import type { StudentRankingWindow } from './ranking-window';

/** The ranking of `window.studentId` in a round as the student (and an admin) reads it: three queries whatever the length. */
export async function readRanking({
  db,
  window,
  round,
  now,
}: {
  db: Executor;
  window: StudentRankingWindow;
  round: number;
  now: Date;
}): Promise<SubmittedRanking> {
  const { sessionId, studentId } = window;
  const [active, history] = await Promise.all([
    db
      .select({ openingId: applications.openingId, studentPreferenceRank: applications.studentPreferenceRank })
      .from(applications)
      .where(
        and(
          eq(applications.sessionId, sessionId),
          eq(applications.round, round),
          eq(applications.studentId, studentId),
          eq(applications.status, 'ACTIVE'),
        ),
      )
      .orderBy(asc(applications.studentPreferenceRank)),
    readHistory({ db, sessionId, round, studentId }),
  ]);
  const views = await selectStudentOpeningViews({ db, openingIds: active.map((row) => row.openingId), now, studentId });
  const rankOf = new Map(active.map((row) => [row.openingId, row.studentPreferenceRank]));
  const lastUnsubmit = history.findLastIndex((entry) => entry.action === 'UNSUBMIT');
  const firstStanding = history.slice(lastUnsubmit + 1).find((entry) => entry.action === 'SUBMIT');
  const isSubmitted = firstStanding !== undefined;
  const isCurrentRound = round === window.currentRound;
  const isOpen = (deadline: Date | null) =>
    isSubmitted && isCurrentRound && !window.isMatchingInitiated && isWindowOpen({ closesAt: deadline, now });
  return {
    round,
    openings: views.map((view) => ({ ...view, studentPreferenceRank: rankOf.get(view.openingId) ?? 0 })),
    submittedAt: firstStanding?.submittedAt ?? null,
    isSubmitted,
    canReorder: isOpen(window.reorderRankingDeadline) && views.length > 1,
    canCancel: isOpen(window.cancelRankingDeadline) && views.length > 0,
    reorderRankingDeadline: isCurrentRound ? (window.reorderRankingDeadline?.toISOString() ?? null) : null,
    cancelRankingDeadline: isCurrentRound ? (window.cancelRankingDeadline?.toISOString() ?? null) : null,
    history,
  };
}

/** Oldest first: every submission, reorder, cancel and unsubmit with who did it. */
async function readHistory({
  db,
  sessionId,
  round,
  studentId,
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
}): Promise<RankingHistoryEntry[]> {
  // Each entry's list in the same statement (an array in position order): one round trip whatever the history's length.
  const rows = await db
    .select({
      action: studentRankingSubmissions.action,
      submittedAt: studentRankingSubmissions.submittedAt,
      openingIds: sql<number[]>`array(select ${studentRankingSubmissionItems.openingId} from ${studentRankingSubmissionItems}
        where ${studentRankingSubmissionItems.submissionId} = ${studentRankingSubmissions.submissionId}
        order by ${studentRankingSubmissionItems.position})`,
      platformUid: accounts.platformUid,
      username: accounts.username,
      email: accounts.email,
    })
    .from(studentRankingSubmissions)
    .leftJoin(accounts, eq(accounts.platformUid, studentRankingSubmissions.submittedByPlatformUid))
    .where(
      and(
        eq(studentRankingSubmissions.sessionId, sessionId),
        eq(studentRankingSubmissions.round, round),
        eq(studentRankingSubmissions.studentId, studentId),
      ),
    )
    .orderBy(asc(studentRankingSubmissions.submissionId));
  return rows.map((row) => ({
    action: row.action,
    submittedAt: row.submittedAt.toISOString(),
    openingIds: (row.openingIds ?? []).map(Number),
    submittedBy: row.platformUid ? { platformUid: row.platformUid, username: row.username ?? '', email: row.email ?? null } : null,
  }));
}
