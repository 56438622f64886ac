import type { Executor } from '@/db/client';
import { enrollments } from '@/db/schema';
import { refreshEnrollmentStatuses } from '@/server/students';

/**
 * Inserts the enrollments of the given active students (those already in the session are left as
 * they are), then lets each new one's status follow their profile: RANKING_PENDING when it is
 * complete, PROFILE_EDIT_PENDING otherwise.
 */
export async function insertEnrollments({
  db,
  sessionId,
  activeStudentIds,
}: {
  db: Executor;
  sessionId: number;
  activeStudentIds: string[];
}): Promise<string[]> {
  if (activeStudentIds.length === 0) return [];
  const inserted = await db
    .insert(enrollments)
    .values(activeStudentIds.map((studentId) => ({ sessionId, studentId, status: 'PROFILE_EDIT_PENDING' as const })))
    .onConflictDoNothing()
    .returning({ studentId: enrollments.studentId });
  const added = inserted.map((row) => row.studentId);
  await refreshEnrollmentStatuses({ db, sessionId, studentIds: added });
  return added;
}
