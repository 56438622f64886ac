import type { Transaction } from '@/db/client';
import { enrollments } from '@/db/schema';
import { refreshEnrollmentStatuses } from '@/server/students';

export type EnrollmentResult = { message: string; addedCount: number; alreadyEnrolledCount: number; inactiveCount: number };

/**
 * Inserts the enrollments of the given active students (those already in the session are left as
 * they are), then lets each new one's status follow their profile: RANKING_PENDING when it is
 * complete, PROFILE_EDIT_PENDING otherwise.
 */
export async function insertEnrollments(tx: Transaction, sessionId: number, activeStudentIds: string[]): Promise<string[]> {
  if (activeStudentIds.length === 0) return [];
  const inserted = await tx
    .insert(enrollments)
    .values(activeStudentIds.map((studentId) => ({ sessionId, studentId, status: 'PROFILE_EDIT_PENDING' as const })))
    .onConflictDoNothing()
    .returning({ studentId: enrollments.studentId });
  const added = inserted.map((row) => row.studentId);
  await refreshEnrollmentStatuses(tx, { sessionId, studentIds: added });
  return added;
}

export function describeEnrollmentResult(addedCount: number, alreadyEnrolledCount: number, inactiveCount: number): string {
  const parts = [`${addedCount} enrolled`];
  if (alreadyEnrolledCount) parts.push(`${alreadyEnrolledCount} already enrolled`);
  if (inactiveCount) parts.push(`${inactiveCount} disabled and skipped`);
  return parts.join(', ');
}

