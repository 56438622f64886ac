import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { applications, enrollments, matchingResults, openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { refreshEnrollmentStatuses } from '@/server/students';
import { assertBeforeResults, loadMatchingScope } from './matching-scope';

export const setManualMatchInput = z.object({ openingId: z.number().int().positive() });
/** The opening is optional on undo; when given it must be the student's current one, so a stale screen cannot undo the wrong match. */
export const undoManualMatchInput = z.object({ openingId: z.number().int().positive().optional() }).optional();

const OPENINGS_THAT_TAKE_STUDENTS = ['PUBLISHED', 'RANKING_SUBMITTED'] as const;

async function lockEnrollment(tx: Executor, sessionId: number, studentId: string) {
  const [enrollment] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .for('update');
  if (!enrollment) throw new NotFoundError('Enrollment not found');
  return enrollment;
}

async function upsertResult(tx: Executor, values: { sessionId: number; round: number; studentId: string; openingId: number | null }) {
  await tx
    .insert(matchingResults)
    .values({ ...values, source: 'MANUAL', runId: null })
    .onConflictDoUpdate({
      target: [matchingResults.sessionId, matchingResults.round, matchingResults.studentId],
      set: { openingId: values.openingId, source: 'MANUAL', runId: null, createdAt: sql`now()` },
    });
}

/**
 * POST /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching {openingId}: the admin assigns an
 * enrolled, unassigned student to an opening of the session that takes students and has remaining quota
 * (409 otherwise), before the round's results are announced. The student leaves the round's pool (a rerun
 * keeps the assignment) and the opening's remaining quota drops by one. One transaction, audited.
 */
export async function setManualMatch(ctx: Context, sessionId: number, studentId: string, input: z.infer<typeof setManualMatchInput>) {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope(tx, sessionId, { lock: true, now: ctx.now });
    const enrollment = await lockEnrollment(tx, sessionId, studentId);
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
    if (!(OPENINGS_THAT_TAKE_STUDENTS as readonly string[]).includes(opening.status)) throw new ConflictError(`Opening ${opening.openingId} is ${opening.status} and takes no students`);
    const [{ taken }] = await tx.select({ taken: count() }).from(enrollments).where(eq(enrollments.assignedOpeningId, opening.openingId));
    if (opening.quota - taken <= 0) throw new ConflictError(`Opening ${opening.openingId} has no remaining quota (${taken} of ${opening.quota} taken)`);

    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: opening.openingId, matchedRound: scope.round, updatedAt: sql`now()` })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
    await upsertResult(tx, { sessionId, round: scope.round, studentId, openingId: opening.openingId });
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
    return { sessionId, round: scope.round, studentId, status: 'MATCHING_SUCCESS' as const, openingId: opening.openingId, source: 'MANUAL' as const, remainingQuota: opening.quota - taken - 1 };
  });
}

/**
 * DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching: frees the student's opening of the
 * current round (a manual or an algorithm match), before results are announced. When the round's matching has
 * run, the student ends MATCHING_FAILED (a rerun decides for them again); before it has run, they go back to
 * waiting: RANKING_SUBMITTED with ACTIVE applications this round; without, the status follows the profile
 * (RANKING_PENDING, or PROFILE_EDIT_PENDING when it is incomplete), as it did before the manual set.
 */
export async function undoManualMatch(ctx: Context, sessionId: number, studentId: string, input: z.infer<typeof undoManualMatchInput>) {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope(tx, sessionId, { lock: true, now: ctx.now });
    const enrollment = await lockEnrollment(tx, sessionId, studentId);
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
      await upsertResult(tx, { sessionId, round: scope.round, studentId, openingId: null });
    } else {
      const [{ active }] = await tx
        .select({ active: count() })
        .from(applications)
        .where(and(eq(applications.sessionId, sessionId), eq(applications.round, scope.round), eq(applications.studentId, studentId), inArray(applications.status, ['ACTIVE'])));
      status = active > 0 ? 'RANKING_SUBMITTED' : 'RANKING_PENDING';
      followsProfile = active === 0;
      await tx.delete(matchingResults).where(and(eq(matchingResults.sessionId, sessionId), eq(matchingResults.round, scope.round), eq(matchingResults.studentId, studentId)));
    }
    await tx
      .update(enrollments)
      .set({ status, assignedOpeningId: null, matchedRound: null, updatedAt: sql`now()` })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
    if (followsProfile) {
      await refreshEnrollmentStatuses({ db: tx, studentIds: [studentId], sessionId });
      const [refreshed] = await tx.select({ status: enrollments.status }).from(enrollments).where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
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
