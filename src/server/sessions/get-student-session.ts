import { and, eq } from 'drizzle-orm';
import { companies, enrollments, openings, students } from '@/db/schema';
import { studentRankingBlock } from '@/lib/student-ranking-gate';
import type { StudentContext } from '@/server/context';
import { hasCome, instantOf } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import { missingProfileFields } from '@/server/students';
import type { StudentSessionView } from '@/lib/session-view';
import { selectSessionViews } from './session-view';

/**
 * GET /api/student/sessions/{sessionId}: the session as its enrolled student sees it (SPEC §3, §4).
 * A session the student is not enrolled in does not exist for them (404). The assigned opening is
 * shown only once the result of the round it was matched in is announced (DOMAIN.md), but it
 * closes ranking as soon as it exists.
 */
export async function getStudentSession({ ctx, sessionId }: { ctx: StudentContext; sessionId: number }): Promise<StudentSessionView> {
  // The enrollment and the session's view side by side (two pooled connections): one wait instead of two.
  const [[row], [session]] = await Promise.all([
    ctx.db
      .select({
        status: enrollments.status,
        matchedRound: enrollments.matchedRound,
        openingId: openings.openingId,
        openingTitle: openings.title,
        companyId: companies.companyId,
        companyNameTh: companies.companyNameTh,
        companyNameEn: companies.companyNameEn,
        profile: {
          firstNameTh: students.firstNameTh,
          lastNameTh: students.lastNameTh,
          firstNameEn: students.firstNameEn,
          lastNameEn: students.lastNameEn,
          email: students.email,
          phone: students.phone,
          gpax: students.gpax,
        },
      })
      .from(enrollments)
      .innerJoin(students, eq(students.studentId, enrollments.studentId))
      .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, ctx.actor.studentId))),
    selectSessionViews({ db: ctx.db, sessionIds: [sessionId] }),
  ]);
  if (!row || !session) throw new NotFoundError('Session not found');

  const isPast = (date: string | null) => hasCome({ date: instantOf(date), now: ctx.now });
  const isMatchedThisRound = row.matchedRound === session.currentRound;
  const isResultOut = row.matchedRound !== null && (!isMatchedThisRound || isPast(session.resultAnnouncementDate));
  const hasAssignedOpening = row.openingId !== null;
  const isRankingSubmitted =
    row.status === 'RANKING_SUBMITTED' || row.status === 'MATCHING_FAILED' || (row.status === 'MATCHING_SUCCESS' && isMatchedThisRound);

  // The submit's own rule (src/lib/student-ranking-gate.ts), so the screen never offers what the submit refuses.
  const rankingBlock = studentRankingBlock({
    hasAssignedOpening,
    isSubmitted: isRankingSubmitted,
    isProfileIncomplete: row.status === 'PROFILE_EDIT_PENDING',
    openingAnnouncementDate: session.openingAnnouncementDate,
    studentRankingDeadline: session.studentRankingDeadline,
    isMatchingInitiated: session.isMatchingInitiated,
    now: ctx.now,
  });

  return {
    ...session,
    isRankingSubmitted,
    assignedOpening:
      hasAssignedOpening && isResultOut && row.openingId !== null && row.companyId !== null
        ? {
            openingId: row.openingId,
            title: row.openingTitle ?? '',
            companyId: row.companyId,
            companyNameTh: row.companyNameTh ?? '',
            companyNameEn: row.companyNameEn ?? null,
          }
        : null,
    isOpeningAnnounced: isPast(session.openingAnnouncementDate),
    isRankingAllowed: rankingBlock === null,
    rankingBlock,
    missingProfileFields: rankingBlock === 'PROFILE_INCOMPLETE' ? missingProfileFields(row.profile) : [],
  };
}
