import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, companies, enrollments, openings, studentRankingSubmissions, students } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { studentNameColumns } from '@/server/students';
import { enrollmentStatusTh, RANKING_ACTION_LABELS_TH, yesNo } from './report-labels';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import { type ReportColumn } from './report-table';
import { emailColumn, studentNameReportColumns } from './student-fields';

const assignedOpening = alias(openings, 'assigned_opening');
const assignedCompany = alias(companies, 'assigned_company');

async function fetchPage({ db, scope: { sessionId, round }, after: afterStudentId, limit }: ReportPage<SessionRoundScope, string>) {
  // Per student, the latest ranking action of this round (history is append-only; the identity orders it).
  const latest = db
    .select({ action: studentRankingSubmissions.action, submittedAt: studentRankingSubmissions.submittedAt })
    .from(studentRankingSubmissions)
    .where(
      and(
        eq(studentRankingSubmissions.sessionId, sessionId),
        eq(studentRankingSubmissions.studentId, enrollments.studentId),
        eq(studentRankingSubmissions.round, round),
      ),
    )
    .orderBy(desc(studentRankingSubmissions.submissionId))
    .limit(1)
    .as('latest_submission');
  // Only ACTIVE applications count (the rankings' data contract): cancelled and withdrawn ones are history.
  const active = db
    .select({
      applicationCount: sql<number>`count(*)::int`.as('application_count'),
      companyCount: sql<number>`count(distinct ${openings.companyId})::int`.as('company_count'),
    })
    .from(applications)
    .innerJoin(openings, eq(openings.openingId, applications.openingId))
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.studentId, enrollments.studentId),
        eq(applications.round, round),
        eq(applications.status, 'ACTIVE'),
      ),
    )
    .as('active_applications');
  return db
    .select({
      studentId: enrollments.studentId,
      ...studentNameColumns,
      admissionYear: students.admissionYear,
      email: students.email,
      status: enrollments.status,
      latestAction: latest.action,
      latestActionAt: latest.submittedAt,
      applicationCount: active.applicationCount,
      companyCount: active.companyCount,
      assignedOpeningTitle: assignedOpening.title,
      assignedCompanyNameTh: assignedCompany.companyNameTh,
    })
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(active, sql`true`)
    .leftJoin(assignedOpening, eq(assignedOpening.openingId, enrollments.assignedOpeningId))
    .leftJoin(assignedCompany, eq(assignedCompany.companyId, assignedOpening.companyId))
    .where(and(eq(enrollments.sessionId, sessionId), afterStudentId === undefined ? undefined : gt(enrollments.studentId, afterStudentId)))
    .orderBy(asc(enrollments.studentId))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  ...studentNameReportColumns<Row>(),
  { header: 'ปีที่เข้าศึกษา', width: 12, value: (row) => row.admissionYear },
  emailColumn<Row>(),
  { header: 'สถานะการลงทะเบียน', width: 18, value: (row) => enrollmentStatusTh(row.status) },
  { header: 'ส่งอันดับในครั้งนี้แล้ว', width: 16, value: (row) => yesNo(row.latestAction !== null && row.latestAction !== 'UNSUBMIT') },
  { header: 'การดำเนินการล่าสุด', width: 22, value: (row) => (row.latestAction ? RANKING_ACTION_LABELS_TH[row.latestAction] : '') },
  { header: 'เวลาดำเนินการล่าสุด', width: 26, value: (row) => (row.latestActionAt ? formatDateTime(row.latestActionAt) : '') },
  { header: 'จำนวนใบสมัคร', width: 12, value: (row) => row.applicationCount ?? 0 },
  { header: 'จำนวนบริษัทที่สมัคร', width: 14, value: (row) => row.companyCount ?? 0 },
  { header: 'ตำแหน่งงานที่ได้รับ', width: 30, value: (row) => row.assignedOpeningTitle },
  { header: 'บริษัทที่ได้รับ', width: 30, value: (row) => row.assignedCompanyNameTh },
];

/**
 * GET /api/admin/reports/students-application-progress/{sessionId}/{round} (and …/csv): one row per
 * enrolled student, in student id order, with where they stand in the round: enrollment status,
 * whether their ranking is in (latest action not an admin unsubmit), how many ACTIVE applications to
 * how many companies, and the opening they hold if matched.
 */
export const studentsApplicationProgressReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'students-application-progress',
  thaiTitle: 'ความคืบหน้าการสมัครของนิสิต',
  sheetName: 'ความคืบหน้าการสมัคร',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => row.studentId },
});
