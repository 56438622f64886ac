import { inArray } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { SubmittedRanking } from '@/lib/rankings';
import type { StudentContext } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { renumberApplications } from './active-applications';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { getSubmittedRanking } from './get-submitted-ranking';
import type { RankingOpeningsInput } from './ranking-input';
import { recordStudentSubmission } from './record-student-submission';
import { beginSubmittedRankingEdit } from './submitted-ranking-edit';

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
  ctx: StudentContext;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId;
  const round = await ctx.db.transaction(async (tx) => {
    const { round, active } = await beginSubmittedRankingEdit({ db: tx, studentId, sessionId, now: ctx.now, action: 'cancel' });

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
