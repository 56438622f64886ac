import { and, eq } from 'drizzle-orm';
import { companies, enrollments, openings } from '@/db/schema';
import type { Context } from '@/server/context';
import { hasCome, instantOf, isWindowOpen } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import type { StudentSessionView } from '@/lib/session-view';
import { selectSessionViews } from './session-view';

/**
 * GET /api/student/sessions/{sessionId}: the session as its enrolled student sees it (SPEC §3, §4).
 * A session the student is not enrolled in does not exist for them (404). The assigned opening is
 * shown only once the result of the round it was matched in is announced (DOMAIN.md), but it
 * closes ranking as soon as it exists.
 */
export async function getStudentSession({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<StudentSessionView> {
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
      })
      .from(enrollments)
      .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, ctx.actor.studentId ?? ''))),
    selectSessionViews({ db: ctx.db, sessionIds: [sessionId] }),
  ]);
  if (!row || !session) throw new NotFoundError('Session not found');

  const isPast = (date: string | null) => hasCome({ date: instantOf(date), now: ctx.now });
  const isMatchedThisRound = row.matchedRound === session.currentRound;
  const isResultOut = row.matchedRound !== null && (!isMatchedThisRound || isPast(session.resultAnnouncementDate));
  const hasAssignedOpening = row.openingId !== null;
  const isRankingSubmitted =
    row.status === 'RANKING_SUBMITTED' || row.status === 'MATCHING_FAILED' || (row.status === 'MATCHING_SUCCESS' && isMatchedThisRound);

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
    isRankingAllowed:
      !hasAssignedOpening && !isRankingSubmitted && isWindowOpen({ closesAt: instantOf(session.studentRankingDeadline), now: ctx.now }),
  };
}
