import { and, count, eq, sql } from 'drizzle-orm';
import {
  applications,
  bookmarks,
  companies,
  enrollments,
  openings,
  rounds,
  sessionGroups,
  sessions,
  studentRankingDraftItems,
  students,
} from '@/db/schema';
import type { StudentHomeData } from '@/lib/home';
import type { EnrollmentStatus } from '@/lib/labels';
import type { StudentContext } from '@/server/context';
import { currentRoundOfGroup } from '@/db/current-round';
import { hasCome } from '@/server/deadlines';

/** The signed-in student's enrollments with their counts, for every session at once (no per-session queries). */
export async function getStudentHome({ ctx: { db, actor, now } }: { ctx: StudentContext }): Promise<StudentHomeData> {
  const studentId = actor.studentId;

  const [studentRows, enrollmentRows, bookmarkRows, draftRows] = await Promise.all([
    db
      .select({ studentId: students.studentId, firstNameTh: students.firstNameTh, lastNameTh: students.lastNameTh })
      .from(students)
      .where(eq(students.studentId, studentId))
      .limit(1),
    db
      .select({
        sessionId: enrollments.sessionId,
        status: enrollments.status,
        matchedRound: enrollments.matchedRound,
        currentRound: sessionGroups.currentRound,
        resultAnnouncementDate: rounds.resultAnnouncementDate,
        openingId: openings.openingId,
        openingTitle: openings.title,
        companyNameTh: companies.companyNameTh,
        companyNameEn: companies.companyNameEn,
        // What stands of the current round's submission (a withdrawn application no longer counts).
        submittedCount: sql<number>`(select count(*)::int from ${applications} where ${and(
          eq(applications.sessionId, enrollments.sessionId),
          eq(applications.studentId, enrollments.studentId),
          eq(applications.round, sessionGroups.currentRound),
          eq(applications.status, 'ACTIVE'),
        )})`,
      })
      .from(enrollments)
      .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
      .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .leftJoin(rounds, currentRoundOfGroup)
      .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(eq(enrollments.studentId, studentId)),
    db
      .select({ sessionId: openings.sessionId, total: count() })
      .from(bookmarks)
      .innerJoin(openings, eq(openings.openingId, bookmarks.openingId))
      .where(eq(bookmarks.studentId, studentId))
      .groupBy(openings.sessionId),
    db
      .select({ sessionId: studentRankingDraftItems.sessionId, total: count() })
      .from(studentRankingDraftItems)
      .where(eq(studentRankingDraftItems.studentId, studentId))
      .groupBy(studentRankingDraftItems.sessionId),
  ]);

  const bookmarksBySession = new Map(bookmarkRows.map((row) => [row.sessionId, Number(row.total)]));
  const draftsBySession = new Map(draftRows.map((row) => [row.sessionId, Number(row.total)]));

  return {
    student: studentRows[0] ?? null,
    enrollments: enrollmentRows.map((row) => {
      // Students see results only from resultAnnouncementDate (DOMAIN.md): a result of the current
      // round before its announcement shows as the submitted ranking it came from.
      const isResult = row.status === 'MATCHING_SUCCESS' || row.status === 'MATCHING_FAILED';
      const resultRound = row.matchedRound ?? row.currentRound;
      const isAnnounced = resultRound < row.currentRound || hasCome({ date: row.resultAnnouncementDate, now });
      const status: EnrollmentStatus = isResult && !isAnnounced ? 'RANKING_SUBMITTED' : row.status;
      return {
        sessionId: row.sessionId,
        status,
        assignedOpening:
          status === 'MATCHING_SUCCESS' && row.openingId !== null && row.openingTitle !== null
            ? {
                openingId: row.openingId,
                title: row.openingTitle,
                companyNameTh: row.companyNameTh ?? '',
                companyNameEn: row.companyNameEn,
              }
            : null,
        bookmarkCount: bookmarksBySession.get(row.sessionId) ?? 0,
        draftCount: draftsBySession.get(row.sessionId) ?? 0,
        submittedCount: Number(row.submittedCount),
      };
    }),
  };
}
