import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  applications,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  enrollments,
  rounds,
  studentRankingSubmissionItems,
  studentRankingSubmissions,
} from '@/db/schema';

/**
 * Test helpers for the rankings' shared data contract, written against the tables directly so the company
 * side can be tested before (and independently of) the student ranking endpoints.
 */

/**
 * What the student's POST …/ranking does: one ACTIVE application per opening with preference rank
 * 1..n, a SUBMIT row with its items, and the enrollment (created when missing) RANKING_SUBMITTED.
 * Re-submitting re-activates the same rows, so application ids stay stable.
 */
export async function submitStudentRanking(
  db: Database,
  input: { sessionId: number; round?: number; studentId: string; openingIds: number[] },
) {
  const round = input.round ?? 1;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(applications)
      .values(
        input.openingIds.map((openingId, index) => ({
          sessionId: input.sessionId,
          round,
          studentId: input.studentId,
          openingId,
          studentPreferenceRank: index + 1,
          status: 'ACTIVE' as const,
        })),
      )
      .onConflictDoUpdate({
        target: [applications.sessionId, applications.round, applications.studentId, applications.openingId],
        set: { status: 'ACTIVE', studentPreferenceRank: sql`excluded.student_preference_rank`, updatedAt: sql`now()` },
      })
      .returning();
    const [submission] = await tx
      .insert(studentRankingSubmissions)
      .values({ sessionId: input.sessionId, studentId: input.studentId, round, action: 'SUBMIT' })
      .returning();
    if (input.openingIds.length) {
      await tx
        .insert(studentRankingSubmissionItems)
        .values(input.openingIds.map((openingId, index) => ({ submissionId: submission.submissionId, openingId, position: index + 1 })));
    }
    await tx
      .insert(enrollments)
      .values({ sessionId: input.sessionId, studentId: input.studentId, status: 'RANKING_SUBMITTED' })
      .onConflictDoUpdate({
        target: [enrollments.sessionId, enrollments.studentId],
        set: { status: 'RANKING_SUBMITTED', updatedAt: sql`now()` },
      });
    // In the order of openingIds, so a test can say "the application to opening 2".
    return input.openingIds.map((openingId) => rows.find((row) => row.openingId === openingId)!);
  });
}

/** What the student's PATCH …/ranking does to one application: it stops counting anywhere. */
export async function cancelApplication(db: Database, applicationId: number) {
  await db.update(applications).set({ status: 'CANCELLED' }).where(eq(applications.applicationId, applicationId));
}

/** A company SUBMIT row with items, bypassing the endpoint (for reading tests of other parts). */
export async function insertCompanyRanking(
  db: Database,
  input: {
    openingId: number;
    round?: number;
    selected: number[];
    excluded?: number[];
    shared?: number[];
    note?: string | null;
    submittedByPlatformUid?: string | null;
  },
) {
  const round = input.round ?? 1;
  const [submission] = await db
    .insert(companyRankingSubmissions)
    .values({
      openingId: input.openingId,
      round,
      action: 'SUBMIT',
      excludedApplicationNote: input.note ?? null,
      submittedByPlatformUid: input.submittedByPlatformUid ?? null,
    })
    .returning();
  const shared = new Set(input.shared ?? []);
  const items = [
    ...input.selected.map((applicationId, index) => ({
      submissionId: submission.submissionId,
      applicationId,
      position: index + 1,
      isShared: shared.has(applicationId),
    })),
    ...(input.excluded ?? []).map((applicationId) => ({
      submissionId: submission.submissionId,
      applicationId,
      position: null,
      isShared: false,
    })),
  ];
  if (items.length) await db.insert(companyRankingSubmissionItems).values(items);
  return submission;
}

const ROUND_DATE_COLUMNS = [
  ['opening_submission_deadline', 0],
  ['opening_announcement_date', 1],
  ['student_ranking_deadline', 2],
  ['application_announcement_date', 3],
  ['company_ranking_deadline', 4],
  ['reorder_ranking_deadline', 5],
  ['cancel_ranking_deadline', 5],
  ['result_announcement_date', 6],
] as const;

export type RoundDateName =
  | 'openingSubmissionDeadline'
  | 'openingAnnouncementDate'
  | 'studentRankingDeadline'
  | 'applicationAnnouncementDate'
  | 'companyRankingDeadline'
  | 'reorderRankingDeadline'
  | 'resultAnnouncementDate';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Moves the dates of a round so that `pivot` is the database's now() plus `offsetSeconds`, the
 * earlier dates a day apart before it and the later ones a day apart after it (the rounds table
 * checks their order). Offset 0 puts "now" exactly on the boundary: a later request sees now ≥ pivot.
 * `withoutReorder` sets reorderRankingDeadline and cancelRankingDeadline to null.
 */
export async function placeRound(
  db: Database,
  sessionGroupId: number,
  pivot: RoundDateName,
  offsetSeconds = 0,
  options: { round?: number; withoutReorder?: boolean } = {},
) {
  const pivotIndex = ROUND_DATE_COLUMNS.find(([column]) => column === snake(pivot))![1];
  const assignments = ROUND_DATE_COLUMNS.map(([column, index]) => {
    if (options.withoutReorder && (column === 'reorder_ranking_deadline' || column === 'cancel_ranking_deadline'))
      return sql`${sql.identifier(column)} = null`;
    // Dates after the pivot on the same index (reorder/cancel) share its value, which the order check allows.
    const seconds = (index - pivotIndex) * 86_400 + offsetSeconds;
    return sql`${sql.identifier(column)} = now() + make_interval(secs => ${seconds})`;
  });
  await db.execute(
    sql`update ${rounds} set ${sql.join(assignments, sql`, `)} where ${and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, options.round ?? 1))}`,
  );
}
