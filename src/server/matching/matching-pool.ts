import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';

/**
 * The students the algorithm decides for in a round, written as a condition on `enrollments e`: those who
 * submitted a ranking and wait (RANKING_SUBMITTED), those it (or an admin's undo) left unmatched this round
 * (MATCHING_FAILED: closing a round turns earlier failures back into RANKING_PENDING), and those it matched
 * this round (an admin's match is a MANUAL row). Students matched by hand, or in an earlier round, keep their
 * opening and use its quota.
 */
export function poolCondition({ sessionId, round }: { sessionId: number; round: number }): SQL {
  return sql`(e.session_id = ${sessionId} and (
    e.status in ('RANKING_SUBMITTED', 'MATCHING_FAILED')
    or (e.status = 'MATCHING_SUCCESS' and e.matched_round = ${round} and not exists (
      select 1 from matching_results mr
      where mr.session_id = ${sessionId} and mr.round = ${round} and mr.student_id = e.student_id and mr.source = 'MANUAL'))))`;
}

/**
 * Puts the pool back to "submitted, waiting" and removes the round's results that the algorithm would
 * write again. Used by undo; a rerun instead overwrites each pool enrollment once (see runMatchingIn).
 */
export async function resetPool({ db: tx, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<void> {
  await tx.execute(sql`update enrollments e set status = 'RANKING_SUBMITTED', assigned_opening_id = null, matched_round = null, updated_at = now()
    where ${poolCondition({ sessionId, round })} and e.status <> 'RANKING_SUBMITTED'`);
  await deletePoolResults({ db: tx, sessionId, round });
}

/**
 * The round's result rows of the pool: an admin's undo (an unmatched row) and rows an algorithm run kept before
 * migration 0009. A run decides for these students again, in their enrollments.
 */
export async function deletePoolResults({ db: tx, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<void> {
  await tx.execute(
    sql`delete from matching_results where session_id = ${sessionId} and round = ${round} and (source = 'ALGORITHM' or opening_id is null)`,
  );
}
