import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, enrollments, openings, students } from '@/db/schema';
import type { EnrollmentItem } from '@/lib/enrollments';
import type { EnrollmentListQuery } from './enrollment-list-query';
import { admittedIn, studentMatches, studentSummaryColumns } from './student-search';

const SORT_COLUMNS = {
  studentId: students.studentId,
  admissionYear: students.admissionYear,
  status: enrollments.status,
  updatedAt: enrollments.updatedAt,
} as const;

export type EnrollmentFilter = Omit<EnrollmentListQuery, 'page' | 'limit'>;

/** The enrollments list's filter and order in SQL: the one source of them for the page and the export. */
export function enrollmentConditions({ sessionId, filter }: { sessionId: number; filter: EnrollmentFilter }): SQL | undefined {
  return and(
    eq(enrollments.sessionId, sessionId),
    filter.status && filter.status.length ? inArray(enrollments.status, filter.status) : undefined,
    filter.round === undefined ? undefined : eq(enrollments.matchedRound, filter.round),
    studentMatches(filter.search),
    admittedIn(filter.admissionYears),
  );
}

export function enrollmentOrder(filter: EnrollmentFilter): SQL[] {
  const direction = filter.order === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[filter.sortBy]), asc(students.studentId)];
}

const rowColumns = {
  student: studentSummaryColumns,
  status: enrollments.status,
  matchedRound: enrollments.matchedRound,
  createdAt: enrollments.createdAt,
  updatedAt: enrollments.updatedAt,
  openingId: openings.openingId,
  openingTitle: openings.title,
  companyId: companies.companyId,
  companyNameTh: companies.companyNameTh,
  companyNameEn: companies.companyNameEn,
};

/** Enrollments joined to their student and assigned opening; callers add the condition, order and paging. */
export function selectEnrollmentRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
    .leftJoin(companies, eq(companies.companyId, openings.companyId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEnrollmentRows>['execute']>>[number];

export function toEnrollmentRow(row: SelectedRow): EnrollmentItem {
  return {
    student: row.student,
    status: row.status,
    matchedRound: row.matchedRound,
    assignedOpening:
      row.openingId !== null && row.companyId !== null
        ? {
            openingId: row.openingId,
            title: row.openingTitle ?? '',
            companyId: row.companyId,
            companyNameTh: row.companyNameTh ?? '',
            companyNameEn: row.companyNameEn,
          }
        : null,
    enrolledAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The session's enrolled student ids under the list's filter, in its order: the export's cursor reads them. */
export function enrollmentKeysQuery({ db, sessionId, filter }: { db: Executor; sessionId: number; filter: EnrollmentFilter }) {
  return db
    .select({ key: sql<string>`${enrollments.studentId}`.as('key') })
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .where(enrollmentConditions({ sessionId, filter }))
    .orderBy(...enrollmentOrder(filter));
}

/** The list's rows (same shape) of the given students of the session, in the order given. */
export async function enrollmentRowsOf({
  db,
  sessionId,
  studentIds,
}: {
  db: Executor;
  sessionId: number;
  studentIds: string[];
}): Promise<EnrollmentItem[]> {
  if (studentIds.length === 0) return [];
  const rows = await selectEnrollmentRows(db).where(and(eq(enrollments.sessionId, sessionId), inArray(enrollments.studentId, studentIds)));
  const byId = new Map(rows.map((row) => [row.student.studentId, toEnrollmentRow(row)]));
  return studentIds.flatMap((studentId) => byId.get(studentId) ?? []);
}
