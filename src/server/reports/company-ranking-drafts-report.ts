import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { applications, companies, companyRankingDraftItems, companyRankingSubmissions, openings, students } from '@/db/schema';
import { studentNameColumns } from '@/server/students';
import { yesNo } from './report-labels';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import { type ReportColumn } from './report-table';
import { studentNameReportColumns } from './student-fields';

type Key = { companyNameTh: string; openingId: number; position: number };

async function fetchPage({ db, scope: { sessionId, round }, after, limit }: ReportPage<SessionRoundScope, Key>) {
  const latest = db
    .select({ action: companyRankingSubmissions.action })
    .from(companyRankingSubmissions)
    .where(and(eq(companyRankingSubmissions.openingId, openings.openingId), eq(companyRankingSubmissions.round, round)))
    .orderBy(desc(companyRankingSubmissions.submissionId))
    .limit(1)
    .as('latest_submission');
  return (
    db
      .select({
        companyId: companies.companyId,
        companyNameTh: companies.companyNameTh,
        openingId: openings.openingId,
        title: openings.title,
        position: companyRankingDraftItems.position,
        applicationId: applications.applicationId,
        studentId: students.studentId,
        ...studentNameColumns,
        studentPreferenceRank: applications.studentPreferenceRank,
        latestAction: latest.action,
      })
      .from(companyRankingDraftItems)
      .innerJoin(openings, eq(openings.openingId, companyRankingDraftItems.openingId))
      .innerJoin(companies, eq(companies.companyId, openings.companyId))
      // A draft may still name an application the student has since cancelled; only ACTIVE ones count.
      .innerJoin(
        applications,
        and(eq(applications.applicationId, companyRankingDraftItems.applicationId), eq(applications.status, 'ACTIVE')),
      )
      .innerJoin(students, eq(students.studentId, applications.studentId))
      .leftJoinLateral(latest, sql`true`)
      .where(
        and(
          eq(openings.sessionId, sessionId),
          eq(companyRankingDraftItems.round, round),
          after === undefined
            ? undefined
            : sql`(${companies.companyNameTh}, ${openings.openingId}, ${companyRankingDraftItems.position}) > (${after.companyNameTh}, ${after.openingId}, ${after.position})`,
        ),
      )
      .orderBy(asc(companies.companyNameTh), asc(openings.openingId), asc(companyRankingDraftItems.position))
      .limit(limit)
  );
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท', width: 32, value: (row) => row.companyNameTh },
  { header: 'รหัสตำแหน่งงาน', width: 12, value: (row) => row.openingId },
  { header: 'ตำแหน่งงาน', width: 32, value: (row) => row.title },
  { header: 'ลำดับในร่าง', width: 10, value: (row) => row.position },
  { header: 'รหัสใบสมัคร', width: 12, value: (row) => row.applicationId },
  ...studentNameReportColumns<Row>(),
  { header: 'อันดับที่นิสิตเลือก', width: 14, value: (row) => row.studentPreferenceRank },
  { header: 'บริษัทส่งอันดับแล้ว', width: 16, value: (row) => yesNo(row.latestAction === 'SUBMIT') },
];

/**
 * GET /api/admin/reports/company-ranking-drafts/{sessionId}/{round}: every company's working order of
 * applicants (company_ranking_draft_items) for the session's openings in the round, one row per
 * applicant in draft position, so the admin can see progress before the company ranking deadline.
 */
export const companyRankingDraftsReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'company-ranking-drafts',
  thaiTitle: 'ร่างการจัดอันดับของบริษัท',
  sheetName: 'ร่างการจัดอันดับ',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => ({ companyNameTh: row.companyNameTh, openingId: row.openingId, position: row.position }) },
});
