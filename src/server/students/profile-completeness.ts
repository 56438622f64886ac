import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from '@/db/schema';

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
