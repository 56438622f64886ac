import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, enrollments, openings, students } from '@/db/schema';
import type { EnrollmentStatus } from '@/lib/labels';
import type { Context } from '@/server/context';
import { offsetOf, toList } from '@/server/validation';
import type { EnrollmentListQuery } from './enrollment-query';
import { ensureSessionExists } from './ensure-session';
import { admittedIn, studentMatches, studentSummaryColumns } from './student-search';

export type EnrollmentRow = {
  student: { studentId: string; titleTh: string | null; firstNameTh: string | null; lastNameTh: string | null; firstNameEn: string | null; lastNameEn: string | null; admissionYear: number; profileToken: string; isActive: boolean };
  status: EnrollmentStatus;
  matchedRound: number | null;
  assignedOpening: { openingId: number; title: string; companyId: number; companyNameTh: string; companyNameEn: string | null } | null;
  enrolledAt: string;
  updatedAt: string;
};

const SORT_COLUMNS = {
  studentId: students.studentId,
  admissionYear: students.admissionYear,
  status: enrollments.status,
  updatedAt: enrollments.updatedAt,
} as const;

type EnrollmentFilter = Omit<EnrollmentListQuery, 'page' | 'limit'>;

/** The enrollments list's filter and order in SQL: the one source of them for the page and the export. */
function enrollmentConditions(sessionId: number, filter: EnrollmentFilter) {
  return and(
    eq(enrollments.sessionId, sessionId),
    filter.status && filter.status.length ? inArray(enrollments.status, filter.status) : undefined,
    filter.round === undefined ? undefined : eq(enrollments.matchedRound, filter.round),
    studentMatches(filter.search),
    admittedIn(filter.admissionYears),
  );
}

function enrollmentOrder(filter: EnrollmentFilter) {
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

function selectRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
    .leftJoin(companies, eq(companies.companyId, openings.companyId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toEnrollmentRow(row: SelectedRow): EnrollmentRow {
  return {
    student: row.student,
    status: row.status,
    matchedRound: row.matchedRound,
    assignedOpening:
      row.openingId !== null && row.companyId !== null
        ? { openingId: row.openingId, title: row.openingTitle ?? '', companyId: row.companyId, companyNameTh: row.companyNameTh ?? '', companyNameEn: row.companyNameEn }
        : null,
    enrolledAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/sessions/{sessionId}/enrollments: filtered, sorted and paged in SQL (two queries). */
export async function listEnrollments({ db }: Context, sessionId: number, query: EnrollmentListQuery) {
  await ensureSessionExists(db, sessionId);
  const condition = enrollmentConditions(sessionId, query);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db).where(condition).orderBy(...enrollmentOrder(query)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(enrollments).innerJoin(students, eq(students.studentId, enrollments.studentId)).where(condition),
  ]);
  return toList(rows.map(toEnrollmentRow), total, query);
}

/** The session's enrolled student ids under the list's filter, in its order: the export's cursor reads them. */
export function enrollmentKeysQuery({ db, sessionId, filter }: { db: Executor; sessionId: number; filter: EnrollmentFilter }) {
  return db
    .select({ key: sql<string>`${enrollments.studentId}`.as('key') })
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .where(enrollmentConditions(sessionId, filter))
    .orderBy(...enrollmentOrder(filter));
}

/** The list's rows (same shape) of the given students of the session, in the order given. */
export async function enrollmentRowsOf({ db, sessionId, studentIds }: { db: Executor; sessionId: number; studentIds: string[] }): Promise<EnrollmentRow[]> {
  if (studentIds.length === 0) return [];
  const rows = await selectRows(db).where(and(eq(enrollments.sessionId, sessionId), inArray(enrollments.studentId, studentIds)));
  const byId = new Map(rows.map((row) => [row.student.studentId, toEnrollmentRow(row)]));
  return studentIds.flatMap((studentId) => byId.get(studentId) ?? []);
}
