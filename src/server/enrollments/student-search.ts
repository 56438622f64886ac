import { inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { students, studentSearchText } from '@/db/schema';
import { integerQuery, listQuery } from '@/server/validation';
import { escapeLike } from '@/db/like-pattern';

/** The student search both enrollment lists take. */
export const studentFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  admissionYears: listQuery(integerQuery).optional(),
});

/** Substring match over id and names, in the exact expression the trigram index covers. */
export function studentMatches(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return sql`${studentSearchText(students)} ilike '%' || lower(${escapeLike(trimmed)}) || '%'`;
}

export function admittedIn(admissionYears: number[] | undefined): SQL | undefined {
  return admissionYears && admissionYears.length ? inArray(students.admissionYear, admissionYears) : undefined;
}

/** The columns every enrollment screen shows of a student. */
export const studentSummaryColumns = {
  studentId: students.studentId,
  titleTh: students.titleTh,
  firstNameTh: students.firstNameTh,
  lastNameTh: students.lastNameTh,
  firstNameEn: students.firstNameEn,
  lastNameEn: students.lastNameEn,
  admissionYear: students.admissionYear,
  profileToken: students.profileToken,
  isActive: students.isActive,
};
