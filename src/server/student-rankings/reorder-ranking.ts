import type { SubmittedRanking } from '@/lib/rankings';
import type { StudentContext } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { renumberApplications } from './active-applications';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { readRanking } from './read-ranking';
import type { RankingOpeningsInput } from './ranking-input';
import { recordStudentSubmission } from './record-student-submission';
import { beginSubmittedRankingEdit } from './submitted-ranking-edit';

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
  ctx: StudentContext;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId;
  const window = await ctx.db.transaction(async (tx) => {
    const { window, round, active } = await beginSubmittedRankingEdit({ db: tx, studentId, sessionId, now: ctx.now, action: 'reorder' });

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
