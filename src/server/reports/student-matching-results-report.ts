import { and, asc, eq, gt } from 'drizzle-orm';
import { applications, companies, matchingRoundResults, openings, students } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { studentNameColumns } from '@/server/students';
import { MATCHING_SOURCE_LABELS_TH } from './report-labels';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import { type ReportColumn } from './report-table';
import { applicationOfResult, emailColumn, studentNameReportColumns } from './student-fields';

async function fetchPage({ db, scope: { sessionId, round }, after: afterStudentId, limit }: ReportPage<SessionRoundScope, string>) {
  return db
    .select({
      studentId: students.studentId,
      ...studentNameColumns,
      email: students.email,
      openingId: openings.openingId,
      title: openings.title,
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      studentPreferenceRank: applications.studentPreferenceRank,
      source: matchingRoundResults.source,
      createdAt: matchingRoundResults.createdAt,
    })
    .from(matchingRoundResults)
    .innerJoin(students, eq(students.studentId, matchingRoundResults.studentId))
    .leftJoin(openings, eq(openings.openingId, matchingRoundResults.openingId))
    .leftJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(applications, applicationOfResult)
    .where(
      and(
        eq(matchingRoundResults.sessionId, sessionId),
        eq(matchingRoundResults.round, round),
        afterStudentId === undefined ? undefined : gt(matchingRoundResults.studentId, afterStudentId),
      ),
    )
    .orderBy(asc(matchingRoundResults.studentId))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  ...studentNameReportColumns<Row>(),
  emailColumn<Row>(),
  { header: 'ผลการจับคู่', width: 16, value: (row) => (row.openingId === null ? 'จับคู่ไม่สำเร็จ' : 'จับคู่สำเร็จ') },
  { header: 'รหัสตำแหน่งงาน', width: 12, value: (row) => row.openingId },
  { header: 'ตำแหน่งงาน', width: 32, value: (row) => row.title },
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท', width: 32, value: (row) => row.companyNameTh },
  { header: 'อันดับที่นิสิตเลือก', width: 14, value: (row) => row.studentPreferenceRank },
  { header: 'วิธีจับคู่', width: 18, value: (row) => MATCHING_SOURCE_LABELS_TH[row.source] },
  { header: 'บันทึกผลเมื่อ', width: 26, value: (row) => formatDateTime(row.createdAt) },
];

/**
 * GET /api/admin/reports/student-matching-results/{sessionId}/{round}: one row per student with a
 * result in the round (matching_results: matched or not, by the algorithm or by hand), in student id
 * order. The admin sees results before they are announced; that is what lets them check a run.
 */
export const studentMatchingResultsReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'student-matching-results',
  thaiTitle: 'ผลการจับคู่ของนิสิต',
  sheetName: 'ผลการจับคู่ของนิสิต',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => row.studentId },
});
