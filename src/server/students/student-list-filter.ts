import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { departments, faculties, programs, students, studentSearchText, universities } from '@/db/schema';
import type { StudentSortField, StudentSummary } from '@/lib/student-profile';
import type { Executor } from '@/db/client';
import { summaryColumns, toStudentSummary } from './student-views';
import { containsLike } from '@/db/like-pattern';

export type StudentListFilter = {
  studentIds?: string[];
  status?: 'active' | 'inactive';
  search?: string;
  admissionYears?: number[];
  sortBy?: StudentSortField;
  order?: 'asc' | 'desc';
};

/** The list's filter in SQL: the one source of it for the page, the export and the bulk actions' `allMatching`. */
export function studentListConditions(filter: StudentListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.studentIds?.length) conditions.push(inArray(students.studentId, filter.studentIds));
  if (filter.status) conditions.push(eq(students.isActive, filter.status === 'active'));
  if (filter.admissionYears?.length) conditions.push(inArray(students.admissionYear, filter.admissionYears));
  const term = filter.search?.trim();
  // The same expression as the trigram index, so the index serves the substring search; the text is
  // already lower-cased, so LIKE on a lower-cased pattern matches as ILIKE would without folding every row.
  if (term) conditions.push(sql`${studentSearchText(students)} like ${containsLike(term.toLowerCase())}`);
  return conditions.length ? and(...conditions) : undefined;
}

export function studentListOrder(filter: StudentListFilter): SQL[] {
  const direction = filter.order === 'desc' ? desc : asc;
  switch (filter.sortBy) {
    case 'name':
      return [direction(students.firstNameTh), direction(students.lastNameTh), asc(students.studentId)];
    case 'admissionYear':
      return [direction(students.admissionYear), asc(students.studentId)];
    default:
      return [direction(students.studentId)];
  }
}

/** The ids of every student the list's filter selects (a bulk action's `allMatching`). */
export async function matchingStudentIds({ db, filter }: { db: Executor; filter: StudentListFilter }): Promise<string[]> {
  const rows = await db
    .select({ studentId: students.studentId })
    .from(students)
    .where(studentListConditions(filter))
    .orderBy(asc(students.studentId));
  return rows.map((row) => row.studentId);
}

/** The students table's keys under its filter, in its order: the export's cursor reads them. */
export function studentKeysQuery({ db, filter }: { db: Executor; filter: StudentListFilter }) {
  return db
    .select({ key: sql<string>`${students.studentId}`.as('key') })
    .from(students)
    .where(studentListConditions(filter))
    .orderBy(...studentListOrder(filter));
}

/** The list's rows (same columns, same shape) of the given students, in the order given. */
export async function studentSummariesOf({ db, studentIds }: { db: Executor; studentIds: string[] }): Promise<StudentSummary[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(students)
    .leftJoin(programs, eq(programs.programId, students.programId))
    .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
    .leftJoin(departments, eq(departments.departmentId, students.departmentId))
    .leftJoin(universities, eq(universities.universityId, students.universityId))
    .where(inArray(students.studentId, studentIds));
  const byId = new Map(rows.map((row) => [row.studentId, toStudentSummary(row)]));
  return studentIds.flatMap((studentId) => byId.get(studentId) ?? []);
}
