import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
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

/** GET /api/admin/sessions/{sessionId}/enrollments: filtered, sorted and paged in SQL (two queries). */
export async function listEnrollments({ db }: Context, sessionId: number, query: EnrollmentListQuery) {
  await ensureSessionExists(db, sessionId);
  const condition = and(
    eq(enrollments.sessionId, sessionId),
    query.status && query.status.length ? inArray(enrollments.status, query.status) : undefined,
    query.round === undefined ? undefined : eq(enrollments.matchedRound, query.round),
    studentMatches(query.search),
    admittedIn(query.admissionYears),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
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
      })
      .from(enrollments)
      .innerJoin(students, eq(students.studentId, enrollments.studentId))
      .leftJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(condition)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), asc(students.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(enrollments).innerJoin(students, eq(students.studentId, enrollments.studentId)).where(condition),
  ]);
  const items: EnrollmentRow[] = rows.map((row) => ({
    student: row.student,
    status: row.status,
    matchedRound: row.matchedRound,
    assignedOpening:
      row.openingId !== null && row.companyId !== null
        ? { openingId: row.openingId, title: row.openingTitle ?? '', companyId: row.companyId, companyNameTh: row.companyNameTh ?? '', companyNameEn: row.companyNameEn }
        : null,
    enrolledAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return toList(items, total, query);
}
