import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { enrollments, students } from '@/db/schema';

/**
 * What a profile must hold before its student may rank openings: the names a company reads on an
 * application (Thai and English), a way to reach the student (e-mail and phone) and the GPAX companies
 * filter on. A blank text counts as missing.
 */
export const requiredProfileFields = ['firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn', 'email', 'phone', 'gpax'] as const;

export type RequiredProfileField = (typeof requiredProfileFields)[number];

export type CompletenessInput = { [field in RequiredProfileField]?: string | number | null };

/** The required fields a profile still lacks, in the order the profile screen shows them. */
export function missingProfileFields(profile: CompletenessInput): RequiredProfileField[] {
  return requiredProfileFields.filter((field) => {
    const value = profile[field];
    if (value === null || value === undefined) return true;
    return typeof value === 'string' && value.trim() === '';
  });
}

export function isProfileComplete(profile: CompletenessInput): boolean {
  return missingProfileFields(profile).length === 0;
}

function filled(column: AnyPgColumn): SQL {
  return sql`coalesce(btrim(${column}), '') <> ''`;
}

/** The same rule as `isProfileComplete`, as an SQL condition over the `students` table. */
export function profileCompleteCondition(): SQL {
  return sql`(${filled(students.firstNameTh)} and ${filled(students.lastNameTh)} and ${filled(students.firstNameEn)} and ${filled(
    students.lastNameEn,
  )} and ${filled(students.email)} and ${filled(students.phone)} and ${students.gpax} is not null)`;
}

/**
 * Moves enrollments in scope between PROFILE_EDIT_PENDING and RANKING_PENDING so the status follows the
 * profile: complete → RANKING_PENDING, incomplete → back to PROFILE_EDIT_PENDING. Later statuses (ranking
 * submitted, matched) are never touched. One UPDATE, whatever the scope's size; call it inside the
 * transaction of the write that changed the profile or the enrollments.
 */
export async function refreshEnrollmentStatuses(executor: Executor, scope: { studentIds?: string[]; sessionId?: number }): Promise<void> {
  if (scope.studentIds && scope.studentIds.length === 0) return;
  const complete = profileCompleteCondition();
  const conditions: SQL[] = [
    eq(enrollments.studentId, students.studentId),
    inArray(enrollments.status, ['PROFILE_EDIT_PENDING', 'RANKING_PENDING']),
    // Only rows whose status would change, so untouched rows keep their updatedAt.
    sql`(case when ${complete} then 'RANKING_PENDING' else 'PROFILE_EDIT_PENDING' end)::enrollment_status <> ${enrollments.status}`,
  ];
  if (scope.studentIds) conditions.push(inArray(enrollments.studentId, scope.studentIds));
  if (scope.sessionId !== undefined) conditions.push(eq(enrollments.sessionId, scope.sessionId));
  await executor
    .update(enrollments)
    .set({
      status: sql`(case when ${complete} then 'RANKING_PENDING' else 'PROFILE_EDIT_PENDING' end)::enrollment_status`,
      updatedAt: sql`now()`,
    })
    .from(students)
    .where(and(...conditions));
}
