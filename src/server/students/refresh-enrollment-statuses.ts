import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { enrollments, students } from '@/db/schema';
import { profileCompleteCondition } from './profile-completeness';

/**
 * Moves enrollments in scope between PROFILE_EDIT_PENDING and RANKING_PENDING so the status follows the
 * profile: complete → RANKING_PENDING, incomplete → back to PROFILE_EDIT_PENDING. Later statuses (ranking
 * submitted, matched) are never touched. One UPDATE, whatever the scope's size; call it inside the
 * transaction of the write that changed the profile or the enrollments.
 */
export async function refreshEnrollmentStatuses({
  db,
  studentIds,
  sessionId,
}: {
  db: Executor;
  studentIds?: string[];
  sessionId?: number;
}): Promise<void> {
  if (studentIds && studentIds.length === 0) return;
  const complete = profileCompleteCondition();
  const conditions: SQL[] = [
    eq(enrollments.studentId, students.studentId),
    inArray(enrollments.status, ['PROFILE_EDIT_PENDING', 'RANKING_PENDING']),
    // Only rows whose status would change, so untouched rows keep their updatedAt.
    sql`(case when ${complete} then 'RANKING_PENDING' else 'PROFILE_EDIT_PENDING' end)::enrollment_status <> ${enrollments.status}`,
  ];
  if (studentIds) conditions.push(inArray(enrollments.studentId, studentIds));
  if (sessionId !== undefined) conditions.push(eq(enrollments.sessionId, sessionId));
  await db
    .update(enrollments)
    .set({
      status: sql`(case when ${complete} then 'RANKING_PENDING' else 'PROFILE_EDIT_PENDING' end)::enrollment_status`,
      updatedAt: sql`now()`,
    })
    .from(students)
    .where(and(...conditions));
}
