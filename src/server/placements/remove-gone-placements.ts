import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { enrollments, placementDetails } from '@/db/schema';

/**
 * In the transaction of a matching undo or rerun (before the announcement): deletes the session's details rows whose
 * match is gone (the enrollment is no longer MATCHING_SUCCESS in that opening), so an undone placement leaves nothing
 * behind and a later match of the same student and opening starts empty. One statement on the session's details rows
 * (an index range of its primary key, empty for nearly every run): it adds no work per student to the run.
 */
export async function removeGonePlacements({ db, sessionId }: { db: Executor; sessionId: number }): Promise<number> {
  const removed = await db
    .delete(placementDetails)
    .where(
      sql`${placementDetails.sessionId} = ${sessionId} and not exists (select 1 from ${enrollments}
        where ${enrollments.sessionId} = ${placementDetails.sessionId} and ${enrollments.studentId} = ${placementDetails.studentId}
          and ${enrollments.status} = 'MATCHING_SUCCESS' and ${enrollments.assignedOpeningId} = ${placementDetails.openingId})`,
    )
    .returning({ studentId: placementDetails.studentId });
  return removed.length;
}
