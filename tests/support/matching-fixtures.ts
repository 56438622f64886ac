// Rankings rows for the matching tests, written directly as the rankings' shared data contract describes them
// (the ranking endpoints belong to other areas): applications, student and company submissions, and the
// round's dates moved relative to the database's clock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  applications,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  enrollments,
  openings,
  rounds,
  studentRankingSubmissionItems,
  studentRankingSubmissions,
} from '@/db/schema';
import { createPerson } from './fixtures';

/** A SUBMIT of the student's ranking: ACTIVE applications ranked 1..n, the submission with its items, enrollment RANKING_SUBMITTED. */
export async function submitRankingRows(
  db: Database,
  input: { sessionId: number; round: number; studentId: string; openingIds: number[] },
) {
  const { sessionId, round, studentId, openingIds } = input;
  const rows = await db
    .insert(applications)
    .values(
      openingIds.map((openingId, index) => ({
        sessionId,
        round,
        studentId,
        openingId,
        studentPreferenceRank: index + 1,
        status: 'ACTIVE' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [applications.sessionId, applications.round, applications.studentId, applications.openingId],
      set: { status: 'ACTIVE', studentPreferenceRank: sql`excluded.student_preference_rank`, updatedAt: sql`now()` },
    })
    .returning({ applicationId: applications.applicationId, openingId: applications.openingId });
  const [submission] = await db.insert(studentRankingSubmissions).values({ sessionId, studentId, round, action: 'SUBMIT' }).returning();
  await db
    .insert(studentRankingSubmissionItems)
    .values(openingIds.map((openingId, index) => ({ submissionId: submission.submissionId, position: index + 1, openingId })));
  await db
    .update(enrollments)
    .set({ status: 'RANKING_SUBMITTED' })
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  return new Map(rows.map((row) => [row.openingId, row.applicationId]));
}

/**
 * A SUBMIT of the company's ranking of one opening: every ACTIVE application of the opening and round appears
 * once, the selected students (in order) with positions 1..k, the others excluded (position null); the
 * opening moves to RANKING_SUBMITTED.
 */
export async function submitCompanyRankingRows(db: Database, input: { openingId: number; round: number; selectedStudentIds: string[] }) {
  const { openingId, round, selectedStudentIds } = input;
  const active = await db
    .select({ applicationId: applications.applicationId, studentId: applications.studentId })
    .from(applications)
    .where(and(eq(applications.openingId, openingId), eq(applications.round, round), eq(applications.status, 'ACTIVE')));
  const [submission] = await db.insert(companyRankingSubmissions).values({ openingId, round, action: 'SUBMIT' }).returning();
  if (active.length > 0) {
    await db.insert(companyRankingSubmissionItems).values(
      active.map((application) => {
        const index = selectedStudentIds.indexOf(application.studentId);
        return {
          submissionId: submission.submissionId,
          applicationId: application.applicationId,
          position: index < 0 ? null : index + 1,
          isShared: false,
        };
      }),
    );
  }
  await db.update(openings).set({ status: 'RANKING_SUBMITTED' }).where(eq(openings.openingId, openingId));
  return submission;
}

/** An admin's unsubmit of a company's ranking: an UNSUBMIT row without items, the opening back to PUBLISHED. */
export async function unsubmitCompanyRankingRows(db: Database, input: { openingId: number; round: number }) {
  await db.insert(companyRankingSubmissions).values({ openingId: input.openingId, round: input.round, action: 'UNSUBMIT' });
  await db.update(openings).set({ status: 'PUBLISHED' }).where(eq(openings.openingId, input.openingId));
}

export async function cancelApplicationRows(
  db: Database,
  input: { sessionId: number; round: number; studentId: string; openingIds: number[] },
) {
  await db
    .update(applications)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(applications.sessionId, input.sessionId),
        eq(applications.round, input.round),
        eq(applications.studentId, input.studentId),
        inArray(applications.openingId, input.openingIds),
      ),
    );
}

/**
 * Moves the round's dates so that one of them sits at the database's now() plus `offsetSeconds` (negative: in
 * the past); the other dates keep the order the rounds table checks, one hour apart.
 *   'companyRankingDeadline' — the company ranking closes (reorder and cancel stay open an hour more);
 *   'matchingOpensAt' — the start of the matching window (reorder and cancel close; the company ranking closed an hour
 *   before); 'resultAnnouncementDate' — its end.
 */
export async function placeMatchingRound(
  db: Database,
  sessionGroupId: number,
  round: number,
  pivot: 'companyRankingDeadline' | 'matchingOpensAt' | 'resultAnnouncementDate',
  offsetSeconds: number,
) {
  // The hours of each date relative to the pivot date; reorder and cancel deadlines sit between the company ranking
  // deadline and the result announcement.
  const hours = {
    companyRankingDeadline: { opening: -5, announce: -4, student: -3, application: -2, company: 0, reorder: 1, cancel: 1, result: 2 },
    matchingOpensAt: { opening: -5, announce: -4, student: -3, application: -2, company: -1, reorder: 0, cancel: 0, result: 2 },
    resultAnnouncementDate: { opening: -7, announce: -6, student: -5, application: -4, company: -2, reorder: -1, cancel: -1, result: 0 },
  }[pivot];
  const at = (hour: number) => sql`now() + make_interval(secs => ${offsetSeconds + hour * 3600}::double precision)`;
  await db
    .update(rounds)
    .set({
      openingSubmissionDeadline: at(hours.opening),
      openingAnnouncementDate: at(hours.announce),
      studentRankingDeadline: at(hours.student),
      applicationAnnouncementDate: at(hours.application),
      companyRankingDeadline: at(hours.company),
      reorderRankingDeadline: at(hours.reorder),
      cancelRankingDeadline: at(hours.cancel),
      resultAnnouncementDate: at(hours.result),
    })
    .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, round)));
}

/** The matching window is open: reorder and cancel closed an hour ago (the company ranking two), results come in an hour. */
export const openMatchingWindow = (db: Database, sessionGroupId: number, round = 1) =>
  placeMatchingRound(db, sessionGroupId, round, 'matchingOpensAt', -3600);
/** Results announced a minute ago. */
export const announceResults = (db: Database, sessionGroupId: number, round = 1) =>
  placeMatchingRound(db, sessionGroupId, round, 'resultAnnouncementDate', -60);

/** A new student whose enrollment the matching of that round (1 unless given) placed in the opening. */
export async function createMatchedStudent(db: Database, input: { sessionId: number; openingId: number; round?: number }) {
  const student = await createPerson(db, 'student');
  await db.insert(enrollments).values({
    sessionId: input.sessionId,
    studentId: student.studentId!,
    status: 'MATCHING_SUCCESS',
    assignedOpeningId: input.openingId,
    matchedRound: input.round ?? 1,
  });
  return student;
}
