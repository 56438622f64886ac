import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, enrollments } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { lockSessionAgainstMatching } from '@/server/matching';
import { ConflictError } from '@/server/errors';
import { activeApplications } from './active-applications';
import { assertReachedRound, isStanding, latestStudentAction, loadStudentRankingWindow } from './ranking-window';
import { recordStudentSubmission } from './record-student-submission';

/**
 * DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}: unsubmit (DOMAIN.md).
 * The applications become CANCELLED (kept for the record; a resubmission re-activates them), an
 * UNSUBMIT row joins the history, and the enrollment returns to RANKING_PENDING so the student may
 * submit again before the deadline. Refused once the matching of the round has used the ranking.
 */
export async function unsubmitStudentRanking({
  ctx,
  sessionId,
  studentId,
  round,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  round: number;
}): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    // As a student's edit: the session before the enrollment, so a run in progress is waited for and seen.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    assertReachedRound({ window, round });
    if (round !== window.currentRound) throw new ConflictError(`Only the current round (${window.currentRound}) can be unsubmitted`);
    if (!isStanding(await latestStudentAction({ db: tx, sessionId, round, studentId }))) {
      throw new ConflictError(`The student has no submitted ranking in round ${round}`);
    }
    if (window.isMatchingInitiated) throw new ConflictError(`The matching of round ${round} has already run; undo it first`);
    await cancelAllApplications({ db: tx, sessionId, round, studentId, now: ctx.now });
    await recordStudentSubmission({
      db: tx,
      sessionId,
      round,
      studentId,
      action: 'UNSUBMIT',
      openingIds: [],
      by: ctx.actor.signedInPlatformUid,
      at: ctx.now,
    });
    await tx
      .update(enrollments)
      .set({ status: 'RANKING_PENDING', updatedAt: ctx.now })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'ranking.student.unsubmit',
        entityType: 'enrollment',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, round },
      },
    });
  });
  return { message: 'Ranking unsubmitted' };
}

async function cancelAllApplications({
  db: tx,
  sessionId,
  round,
  studentId,
  now,
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
  now: Date;
}): Promise<void> {
  const active = await activeApplications({ db: tx, sessionId, round, studentId });
  if (active.length === 0) return;
  await tx
    .update(applications)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(
      inArray(
        applications.applicationId,
        active.map((row) => row.applicationId),
      ),
    );
}
