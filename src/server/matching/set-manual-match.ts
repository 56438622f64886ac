import type { ManualMatchSet } from '@/lib/matching';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { lockEnrollment, upsertManualResult } from './manual-match-rows';
import { assertBeforeResults, loadMatchingScope } from './matching-scope';

export const setManualMatchInput = z.object({ openingId: z.number().int().positive() });
export type SetManualMatchInput = z.infer<typeof setManualMatchInput>;

export type { ManualMatchSet };

const OPENINGS_THAT_TAKE_STUDENTS = ['PUBLISHED', 'RANKING_SUBMITTED'] as const;

/**
 * POST /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching {openingId}: the admin assigns an
 * enrolled, unassigned student to an opening of the session that takes students and has remaining quota
 * (409 otherwise), before the round's results are announced. The student leaves the round's pool (a rerun
 * keeps the assignment) and the opening's remaining quota drops by one. One transaction, audited.
 */
export async function setManualMatch({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  input: SetManualMatchInput;
}): Promise<ManualMatchSet> {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope({ db: tx, sessionId, lock: true, now: ctx.now });
    const enrollment = await lockEnrollment({ db: tx, sessionId, studentId });
    const [opening] = await tx
      .select({ openingId: openings.openingId, quota: openings.quota, status: openings.status, title: openings.title })
      .from(openings)
      .where(and(eq(openings.openingId, input.openingId), eq(openings.sessionId, sessionId)))
      .for('update');
    if (!opening) throw new NotFoundError('Opening not found');
    assertBeforeResults(scope);
    if (enrollment.assignedOpeningId !== null) {
      throw new ConflictError(`Student ${studentId} is already matched to opening ${enrollment.assignedOpeningId}; undo that match first`);
    }
    if (!(OPENINGS_THAT_TAKE_STUDENTS as readonly string[]).includes(opening.status))
      throw new ConflictError(`Opening ${opening.openingId} is ${opening.status} and takes no students`);
    const [{ taken }] = await tx.select({ taken: count() }).from(enrollments).where(eq(enrollments.assignedOpeningId, opening.openingId));
    if (opening.quota - taken <= 0)
      throw new ConflictError(`Opening ${opening.openingId} has no remaining quota (${taken} of ${opening.quota} taken)`);

    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: opening.openingId, matchedRound: scope.round, updatedAt: sql`now()` })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
    await upsertManualResult({ db: tx, sessionId, round: scope.round, studentId, openingId: opening.openingId });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'matching.manual-set',
        entityType: 'enrollment',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, round: scope.round, openingId: opening.openingId, previousStatus: enrollment.status },
      },
    });
    return {
      sessionId,
      round: scope.round,
      studentId,
      status: 'MATCHING_SUCCESS' as const,
      openingId: opening.openingId,
      source: 'MANUAL' as const,
      remainingQuota: opening.quota - taken - 1,
    };
  });
}
