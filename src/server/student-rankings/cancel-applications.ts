import { inArray } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { SubmittedRanking } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { activeApplications, renumberApplications } from './active-applications';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { getSubmittedRanking } from './get-submitted-ranking';
import type { RankingOpeningsInput } from './ranking-input';
import { assertMatchingNotRun, assertRankingDeadline, loadStudentRankingWindow } from './ranking-window';
import { recordStudentSubmission } from './record-student-submission';

/**
 * PATCH /api/student/sessions/{sessionId}/ranking: withdraw from some of the openings applied to,
 * until cancelRankingDeadline. The cancelled applications stay (status CANCELLED) for the history and
 * the companies' records; the rest keep their order, renumbered 1…n. The session's minimum does not
 * apply here: giving up an application is always the student's choice (docs/rankings.md).
 */
export async function cancelApplications({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId ?? '';
  const round = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this edit wait for each other), then the enrollment; the window read
    // after both sees a run that committed meanwhile.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    const round = window.currentRound;
    const active = await activeApplications({ db: tx, sessionId, round, studentId });
    if (active.length === 0) throw new ConflictError(`You have no submitted applications to cancel in round ${round}`);
    assertRankingDeadline({ deadline: window.cancelRankingDeadline, now: ctx.now, action: 'cancel', round });
    assertMatchingNotRun(window);

    const cancelled = new Set(input.openingIds);
    const unknown = input.openingIds.filter((openingId) => !active.some((row) => row.openingId === openingId));
    if (unknown.length > 0)
      throw new BadRequestError(
        `You have no active application to ${unknown.length === 1 ? 'opening' : 'openings'} ${unknown.join(', ')}`,
        { openingIds: unknown },
      );

    const cancelledIds = active.filter((row) => cancelled.has(row.openingId)).map((row) => row.applicationId);
    const remaining = active.filter((row) => !cancelled.has(row.openingId));
    await tx.update(applications).set({ status: 'CANCELLED', updatedAt: ctx.now }).where(inArray(applications.applicationId, cancelledIds));
    await renumberApplications({ db: tx, applicationIds: remaining.map((row) => row.applicationId), now: ctx.now });
    await recordStudentSubmission({
      db: tx,
      sessionId,
      round,
      studentId,
      action: 'CANCEL',
      openingIds: remaining.map((row) => row.openingId),
      by: ctx.actor.signedInPlatformUid,
      at: ctx.now,
    });
    await auditRankingIfAssumed({ db: tx, ctx, action: 'ranking.cancel', details: { sessionId, round, openingIds: input.openingIds } });
    return round;
  });
  return getSubmittedRanking({ ctx, sessionId, round });
}
