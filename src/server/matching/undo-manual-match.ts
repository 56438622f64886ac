import type { ManualMatchUndone } from '@/lib/matching';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, enrollments, matchingResults } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { removeGonePlacements } from '@/server/placements';
import { refreshEnrollmentStatuses } from '@/server/students';
import { lockEnrollment, upsertManualResult } from './manual-match-rows';
import { assertBeforeResults, loadMatchingScope } from './matching-scope';

/** The opening is optional on undo; when given it must be the student's current one, so a stale screen cannot undo the wrong match. */
export const undoManualMatchInput = z.object({ openingId: z.number().int().positive().optional() }).optional();
export type UndoManualMatchInput = z.infer<typeof undoManualMatchInput>;

export type { ManualMatchUndone };

/**
 * DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching: frees the student's opening of the
 * current round (a manual or an algorithm match), before results are announced. When the round's matching has
 * run, the student ends MATCHING_FAILED (a rerun decides for them again); before it has run, they go back to
 * waiting: RANKING_SUBMITTED with ACTIVE applications this round; without, the status follows the profile
 * (RANKING_PENDING, or PROFILE_EDIT_PENDING when it is incomplete), as it did before the manual set.
 */
export async function undoManualMatch({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  input: UndoManualMatchInput;
}): Promise<ManualMatchUndone> {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope({ db: tx, sessionId, lock: true, now: ctx.now });
    const enrollment = await lockEnrollment({ db: tx, sessionId, studentId });
    assertBeforeResults(scope);
    if (enrollment.assignedOpeningId === null || enrollment.matchedRound !== scope.round) {
      throw new ConflictError(`Student ${studentId} has no match of round ${scope.round} to undo`);
    }
    if (input?.openingId !== undefined && input.openingId !== enrollment.assignedOpeningId) {
      throw new ConflictError(`Student ${studentId} is matched to opening ${enrollment.assignedOpeningId}, not ${input.openingId}`);
    }
    let status: 'MATCHING_FAILED' | 'RANKING_SUBMITTED' | 'RANKING_PENDING' | 'PROFILE_EDIT_PENDING' = 'MATCHING_FAILED';
    let followsProfile = false;
    if (scope.isMatchingInitiated) {
      await upsertManualResult({ db: tx, sessionId, round: scope.round, studentId, openingId: null });
    } else {
      const [{ active }] = await tx
        .select({ active: count() })
        .from(applications)
        .where(
          and(
            eq(applications.sessionId, sessionId),
            eq(applications.round, scope.round),
            eq(applications.studentId, studentId),
            inArray(applications.status, ['ACTIVE']),
          ),
        );
      status = active > 0 ? 'RANKING_SUBMITTED' : 'RANKING_PENDING';
      followsProfile = active === 0;
      await tx
        .delete(matchingResults)
        .where(
          and(eq(matchingResults.sessionId, sessionId), eq(matchingResults.round, scope.round), eq(matchingResults.studentId, studentId)),
        );
    }
    await tx
      .update(enrollments)
      .set({ status, assignedOpeningId: null, matchedRound: null, updatedAt: sql`now()` })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
    // The placement of the undone match goes with it (docs/placements.md).
    await removeGonePlacements({ db: tx, sessionId });
    if (followsProfile) {
      await refreshEnrollmentStatuses({ db: tx, studentIds: [studentId], sessionId });
      const [refreshed] = await tx
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
      status = refreshed.status === 'PROFILE_EDIT_PENDING' ? 'PROFILE_EDIT_PENDING' : 'RANKING_PENDING';
    }
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'matching.manual-undo',
        entityType: 'enrollment',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, round: scope.round, openingId: enrollment.assignedOpeningId, status },
      },
    });
    return { sessionId, round: scope.round, studentId, status, openingId: null, freedOpeningId: enrollment.assignedOpeningId };
  });
}
