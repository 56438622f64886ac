import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { enrollments, matchingResults } from '@/db/schema';

/** The enrollment a pool condition is written on: statements name it `${enrollments} ${poolEnrollment}`. */
export const poolEnrollment = alias(enrollments, 'e');

/**
 * The students the algorithm decides for in a round, written as a condition on `poolEnrollment`: those who
 * submitted a ranking and wait (RANKING_SUBMITTED), those it (or an admin's undo) left unmatched this round
 * (MATCHING_FAILED: closing a round turns earlier failures back into RANKING_PENDING), and those it matched
 * this round (an admin's match is a MANUAL row). Students matched by hand, or in an earlier round, keep their
 * opening and use its quota.
 */
export function poolCondition({ sessionId, round }: { sessionId: number; round: number }): SQL {
  const e = poolEnrollment;
  return sql`(${e.sessionId} = ${sessionId} and (
    ${e.status} in ('RANKING_SUBMITTED', 'MATCHING_FAILED')
    or (${e.status} = 'MATCHING_SUCCESS' and ${e.matchedRound} = ${round} and not exists (
      select 1 from ${matchingResults}
      where ${matchingResults.sessionId} = ${sessionId} and ${matchingResults.round} = ${round}
        and ${matchingResults.studentId} = ${e.studentId} and ${matchingResults.source} = 'MANUAL'))))`;
}

/**
 * Puts the pool back to "submitted, waiting" and removes the round's results that the algorithm would
 * write again. Used by undo; a rerun instead overwrites each pool enrollment once (see runMatchingIn).
 */
export async function resetPool({ db: tx, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<void> {
  await tx.execute(sql`update ${enrollments} ${poolEnrollment} set ${columnName(enrollments.status)} = 'RANKING_SUBMITTED',
      ${columnName(enrollments.assignedOpeningId)} = null, ${columnName(enrollments.matchedRound)} = null, ${columnName(enrollments.updatedAt)} = now()
    where ${poolCondition({ sessionId, round })} and ${poolEnrollment.status} <> 'RANKING_SUBMITTED'`);
  await deletePoolResults({ db: tx, sessionId, round });
}

/**
 * The round's result rows of the pool: an admin's undo (an unmatched row) and rows an algorithm run kept before
 * migration 0009. A run decides for these students again, in their enrollments.
 */
export async function deletePoolResults({ db: tx, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<void> {
  await tx.execute(
    sql`delete from ${matchingResults} where ${matchingResults.sessionId} = ${sessionId} and ${matchingResults.round} = ${round}
      and (${matchingResults.source} = 'ALGORITHM' or ${matchingResults.openingId} is null)`,
  );
}
