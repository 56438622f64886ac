import type { SubmittedRanking } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { activeApplications, renumberApplications } from './active-applications';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { readRanking } from './read-ranking';
import type { RankingOpeningsInput } from './ranking-input';
import { assertMatchingNotRun, assertRankingDeadline, loadStudentRankingWindow } from './ranking-window';
import { recordStudentSubmission } from './record-student-submission';

/**
 * PUT /api/student/sessions/{sessionId}/ranking: a new order of exactly the openings the student
 * applied to, until reorderRankingDeadline (typically after seeing which companies shared that
 * they ranked the student). The applications keep their ids; only their ranks change.
 */
export async function reorderRanking({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId ?? '';
  const window = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this edit wait for each other), then the enrollment; the window read
    // after both sees a run that committed meanwhile.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    const round = window.currentRound;
    const active = await activeApplications({ db: tx, sessionId, round, studentId });
    if (active.length === 0) throw new ConflictError(`You have no submitted ranking to reorder in round ${round}`);
    assertRankingDeadline({ deadline: window.reorderRankingDeadline, now: ctx.now, action: 'reorder', round });
    assertMatchingNotRun(window);

    const applicationIdOf = new Map(active.map((row) => [row.openingId, row.applicationId]));
    const isSameSet = input.openingIds.length === active.length && input.openingIds.every((openingId) => applicationIdOf.has(openingId));
    if (!isSameSet) {
      throw new BadRequestError(`A new order must list exactly the ${active.length} openings you applied to, each once`);
    }
    await renumberApplications({
      db: tx,
      applicationIds: input.openingIds.map((openingId) => applicationIdOf.get(openingId)!),
      now: ctx.now,
    });
    await recordStudentSubmission({
      db: tx,
      sessionId,
      round,
      studentId,
      action: 'REORDER',
      openingIds: input.openingIds,
      by: ctx.actor.signedInPlatformUid,
      at: ctx.now,
    });
    await auditRankingIfAssumed({ db: tx, ctx, action: 'ranking.reorder', details: { sessionId, round, openingIds: input.openingIds } });
    return window;
  });
  // The answer reads the ranking as committed, with the window the transaction held (what a submit changes is not in it).
  return readRanking({ db: ctx.db, window, round: window.currentRound, now: ctx.now });
}
