import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  applications,
  companies,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  matchingRoundResults,
  openings,
  students,
} from '@/db/schema';
import { studentNameColumns } from '@/server/students';
import { MATCHING_SOURCE_LABELS_TH } from './report-labels';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import { type ReportColumn } from './report-table';
import { applicationOfResult, emailColumn, studentNameReportColumns } from './student-fields';

type Key = { companyNameTh: string; openingId: number; studentId: string };

async function fetchPage({ db, scope: { sessionId, round }, after, limit }: ReportPage<SessionRoundScope, Key>) {
  const latest = db
    .select({ submissionId: companyRankingSubmissions.submissionId, action: companyRankingSubmissions.action })
    .from(companyRankingSubmissions)
    .where(and(eq(companyRankingSubmissions.openingId, openings.openingId), eq(companyRankingSubmissions.round, round)))
    .orderBy(desc(companyRankingSubmissions.submissionId))
    .limit(1)
    .as('latest_submission');
  // The company's order of this applicant in its current ranking (its latest row, when that row is a SUBMIT).
  const companyRank = db
    .select({ position: companyRankingSubmissionItems.position })
    .from(companyRankingSubmissionItems)
    .where(
      and(
        eq(companyRankingSubmissionItems.submissionId, latest.submissionId),
        eq(latest.action, 'SUBMIT'),
        eq(companyRankingSubmissionItems.applicationId, applications.applicationId),
      ),
    )
    .as('company_rank');
  return db
    .select({
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      openingId: openings.openingId,
      title: openings.title,
      quota: openings.quota,
      studentId: students.studentId,
      ...studentNameColumns,
      email: students.email,
      phone: students.phone,
      studentPreferenceRank: applications.studentPreferenceRank,
      companyPreferenceRank: companyRank.position,
      source: matchingRoundResults.source,
    })
    .from(matchingRoundResults)
    .innerJoin(openings, eq(openings.openingId, matchingRoundResults.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(students, eq(students.studentId, matchingRoundResults.studentId))
    .leftJoin(applications, applicationOfResult)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(companyRank, sql`true`)
    .where(
      and(
        eq(matchingRoundResults.sessionId, sessionId),
        eq(matchingRoundResults.round, round),
        isNotNull(matchingRoundResults.openingId),
        after === undefined
          ? undefined
          : sql`(${companies.companyNameTh}, ${openings.openingId}, ${students.studentId}) > (${after.companyNameTh}, ${after.openingId}, ${after.studentId})`,
      ),
    )
    .orderBy(asc(companies.companyNameTh), asc(openings.openingId), asc(students.studentId))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท (ไทย)', width: 32, value: (row) => row.companyNameTh },
  { header: 'ชื่อบริษัท (อังกฤษ)', width: 32, value: (row) => row.companyNameEn },
  { header: 'รหัสตำแหน่งงาน', width: 12, value: (row) => row.openingId },
  { header: 'ตำแหน่งงาน', width: 32, value: (row) => row.title },
  { header: 'จำนวนที่รับ', width: 10, value: (row) => row.quota },
  ...studentNameReportColumns<Row>(),
  emailColumn<Row>(),
  { header: 'โทรศัพท์', width: 16, value: (row) => row.phone },
  { header: 'อันดับที่นิสิตเลือก', width: 14, value: (row) => row.studentPreferenceRank },
  { header: 'อันดับที่บริษัทให้', width: 14, value: (row) => row.companyPreferenceRank },
  { header: 'วิธีจับคู่', width: 18, value: (row) => MATCHING_SOURCE_LABELS_TH[row.source] },
];

/**
 * GET /api/admin/reports/company-matching-results/{sessionId}/{round}: per company and opening, the
 * students matched to it in the round, with contact details and both sides' ranks, so the office can
 * send each company its interns. Unmatched students are in the student report, not here.
 */
export const companyMatchingResultsReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'company-matching-results',
  thaiTitle: 'ผลการจับคู่ของบริษัท',
  sheetName: 'ผลการจับคู่ของบริษัท',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => ({ companyNameTh: row.companyNameTh, openingId: row.openingId, studentId: row.studentId }) },
});
