import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  accounts,
  applications,
  companies,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  companyUsers,
  openings,
} from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { PUBLISHED_OPENING_STATUSES } from '@/lib/openings';
import { openingStatusTh } from './report-labels';
import { defineReport, SESSION_ROUND } from './report-definition';
import { singleBatch, type ReportColumn } from './report-table';

export type CompanyRankingState = 'NOT_SUBMITTED' | 'UNSUBMITTED' | 'SUBMITTED';

const STATE_LABELS_TH: Record<CompanyRankingState, string> = {
  NOT_SUBMITTED: 'ยังไม่ส่ง',
  UNSUBMITTED: 'ถูกยกเลิกการส่ง รอส่งใหม่',
  SUBMITTED: 'ส่งแล้ว',
};

async function fetchRows({ db, sessionId, round }: { db: Executor; sessionId: number; round: number }) {
  // The company's latest ranking row for (opening, round): SUBMIT is its current ranking, UNSUBMIT sent it back to draft.
  const latest = db
    .select({
      submissionId: companyRankingSubmissions.submissionId,
      action: companyRankingSubmissions.action,
      submittedAt: companyRankingSubmissions.submittedAt,
      submittedByUsername: accounts.username,
      submittedByEmail: accounts.email,
    })
    .from(companyRankingSubmissions)
    .leftJoin(accounts, eq(accounts.platformUid, companyRankingSubmissions.submittedByPlatformUid))
    .where(and(eq(companyRankingSubmissions.openingId, openings.openingId), eq(companyRankingSubmissions.round, round)))
    .orderBy(desc(companyRankingSubmissions.submissionId))
    .limit(1)
    .as('latest_submission');
  const selection = db
    .select({
      selectedCount: sql<number>`(count(*) filter (where ${companyRankingSubmissionItems.position} is not null))::int`.as('selected_count'),
      excludedCount: sql<number>`(count(*) filter (where ${companyRankingSubmissionItems.position} is null))::int`.as('excluded_count'),
    })
    .from(companyRankingSubmissionItems)
    .where(and(eq(companyRankingSubmissionItems.submissionId, latest.submissionId), eq(latest.action, 'SUBMIT')))
    .as('selection');
  const active = db
    .select({ applicationCount: sql<number>`count(*)::int`.as('application_count') })
    .from(applications)
    .where(and(eq(applications.openingId, openings.openingId), eq(applications.round, round), eq(applications.status, 'ACTIVE')))
    .as('active_applications');
  // Whom to chase: the company's active users' emails.
  const contacts = db
    .select({ emails: sql<string | null>`string_agg(${accounts.email}, '; ' order by ${accounts.email})`.as('emails') })
    .from(companyUsers)
    .innerJoin(accounts, eq(accounts.platformUid, companyUsers.platformUid))
    .where(and(eq(companyUsers.companyId, companies.companyId), eq(companyUsers.isActive, true)))
    .as('contacts');
  const state = sql<CompanyRankingState>`case when ${latest.action} = 'SUBMIT' then 'SUBMITTED' when ${latest.action} is null then 'NOT_SUBMITTED' else 'UNSUBMITTED' end`;
  return (
    db
      .select({
        state,
        companyId: companies.companyId,
        companyNameTh: companies.companyNameTh,
        openingId: openings.openingId,
        title: openings.title,
        status: openings.status,
        applicationCount: active.applicationCount,
        selectedCount: selection.selectedCount,
        excludedCount: selection.excludedCount,
        latestAt: latest.submittedAt,
        submittedByUsername: latest.submittedByUsername,
        submittedByEmail: latest.submittedByEmail,
        contactEmails: contacts.emails,
      })
      .from(openings)
      .innerJoin(companies, eq(companies.companyId, openings.companyId))
      .leftJoinLateral(latest, sql`true`)
      .leftJoinLateral(selection, sql`true`)
      .leftJoinLateral(active, sql`true`)
      .leftJoinLateral(contacts, sql`true`)
      // Openings students could apply to; drafts and withdrawn openings have nothing to rank.
      .where(and(eq(openings.sessionId, sessionId), inArray(openings.status, [...PUBLISHED_OPENING_STATUSES])))
      // Who has not submitted comes first: that is what the report is read for.
      .orderBy(sql`case when ${latest.action} = 'SUBMIT' then 1 else 0 end`, asc(companies.companyNameTh), asc(openings.openingId))
  );
}

type Row = Awaited<ReturnType<typeof fetchRows>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  { header: 'สถานะการจัดอันดับ', width: 24, value: (row) => STATE_LABELS_TH[row.state] },
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท', width: 32, value: (row) => row.companyNameTh },
  { header: 'รหัสตำแหน่งงาน', width: 12, value: (row) => row.openingId },
  { header: 'ตำแหน่งงาน', width: 32, value: (row) => row.title },
  { header: 'สถานะตำแหน่งงาน', width: 16, value: (row) => openingStatusTh(row.status) },
  { header: 'จำนวนใบสมัคร', width: 12, value: (row) => row.applicationCount ?? 0 },
  { header: 'จำนวนที่เลือก', width: 12, value: (row) => (row.state === 'SUBMITTED' ? (row.selectedCount ?? 0) : '') },
  { header: 'จำนวนที่ไม่รับ', width: 12, value: (row) => (row.state === 'SUBMITTED' ? (row.excludedCount ?? 0) : '') },
  { header: 'ดำเนินการล่าสุดเมื่อ', width: 26, value: (row) => (row.latestAt ? formatDateTime(row.latestAt) : '') },
  { header: 'ดำเนินการโดย', width: 28, value: (row) => row.submittedByEmail ?? row.submittedByUsername },
  { header: 'อีเมลผู้ใช้ของบริษัท', width: 40, value: (row) => row.contactEmails },
];

/**
 * GET /api/admin/reports/company-ranking-progress/{sessionId}/{round}: one row per published opening
 * of the session, those whose company has not submitted (or was unsubmitted) first, with the company
 * users' emails to chase. Openings are bounded per session (hundreds), so one query reads them all.
 */
export const companyRankingProgressReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'company-ranking-progress',
  thaiTitle: 'ความคืบหน้าการจัดอันดับของบริษัท',
  sheetName: 'ความคืบหน้าการจัดอันดับ',
  columns: COLUMNS,
  batches: (db, scope) => singleBatch(fetchRows({ db, sessionId: scope.sessionId, round: scope.round })),
});
