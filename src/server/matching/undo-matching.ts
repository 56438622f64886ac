import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { matchingRuns, sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { removeGonePlacements } from '@/server/placements';
import { assertBeforeResults, loadMatchingScope } from './matching-scope';
import { resetPool } from './matching-pool';

/**
 * DELETE /api/admin/sessions/{sessionId}/matching: undoes the current round's algorithm results before they
 * are announced. The students it decided for wait again (RANKING_SUBMITTED), their result rows go, the run
 * is marked undone (kept as history) and isMatchingInitiated turns false; manual sets stay. One transaction.
 */
export async function undoMatching({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope({ db: tx, sessionId, lock: true, now: ctx.now });
    assertBeforeResults(scope);
    if (!scope.isMatchingInitiated)
      throw new ConflictError(`The matching of round ${scope.round} has not run, so there is nothing to undo`);
    await resetPool({ db: tx, sessionId, round: scope.round });
    // The placements of the undone results go with them (docs/placements.md).
    await removeGonePlacements({ db: tx, sessionId });
    const [run] = await tx
      .select({ runId: matchingRuns.runId })
      .from(matchingRuns)
      .where(and(eq(matchingRuns.sessionId, sessionId), eq(matchingRuns.round, scope.round), isNull(matchingRuns.undoneAt)))
      .orderBy(desc(matchingRuns.runId))
      .limit(1);
    if (run)
      await tx
        .update(matchingRuns)
        .set({ undoneAt: sql`now()` })
        .where(eq(matchingRuns.runId, run.runId));
    await tx
      .update(sessions)
      .set({ isMatchingInitiated: false, updatedAt: sql`now()` })
      .where(eq(sessions.sessionId, sessionId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'matching.undo',
        entityType: 'session',
        entityId: sessionId,
        details: { round: scope.round, runId: run?.runId ?? null },
      },
    });
    return { message: `The matching of round ${scope.round} was undone` };
  });
}
