import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { applications, companies, enrollments, openings } from '@/db/schema';
import { openingStatusTh } from './report-labels';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import { type ReportColumn } from './report-table';

type Key = { companyNameTh: string; openingId: number };

async function fetchPage({ db, scope: { sessionId, round }, after, limit }: ReportPage<SessionRoundScope, Key>) {
  const active = db
    .select({
      applicationCount: sql<number>`count(*)::int`.as('application_count'),
      firstChoiceCount: sql<number>`(count(*) filter (where ${applications.studentPreferenceRank} = 1))::int`.as('first_choice_count'),
    })
    .from(applications)
    .where(and(eq(applications.openingId, openings.openingId), eq(applications.round, round), eq(applications.status, 'ACTIVE')))
    .as('active_applications');
  // Remaining quota as the contract defines it: quota minus everyone holding the opening (any round, manual sets too).
  const assigned = db
    .select({ assignedCount: sql<number>`count(*)::int`.as('assigned_count') })
    .from(enrollments)
    .where(eq(enrollments.assignedOpeningId, openings.openingId))
    .as('assigned');
  return db
    .select({
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      openingId: openings.openingId,
      title: openings.title,
      status: openings.status,
      quota: openings.quota,
      assignedCount: assigned.assignedCount,
      applicationCount: active.applicationCount,
      firstChoiceCount: active.firstChoiceCount,
    })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoinLateral(active, sql`true`)
    .leftJoinLateral(assigned, sql`true`)
    .where(
      and(
        eq(openings.sessionId, sessionId),
        // A draft was never visible to students, so it cannot have applications.
        ne(openings.status, 'DRAFT'),
        after === undefined
          ? undefined
          : sql`(${companies.companyNameTh}, ${openings.openingId}) > (${after.companyNameTh}, ${after.openingId})`,
      ),
    )
    .orderBy(asc(companies.companyNameTh), asc(openings.openingId))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const COLUMNS: ReportColumn<Row>[] = [
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท (ไทย)', width: 32, value: (row) => row.companyNameTh },
  { header: 'ชื่อบริษัท (อังกฤษ)', width: 32, value: (row) => row.companyNameEn },
  { header: 'รหัสตำแหน่งงาน', width: 12, value: (row) => row.openingId },
  { header: 'ตำแหน่งงาน', width: 32, value: (row) => row.title },
  { header: 'สถานะตำแหน่งงาน', width: 16, value: (row) => openingStatusTh(row.status) },
  { header: 'จำนวนที่รับ', width: 10, value: (row) => row.quota },
  { header: 'จำนวนที่เหลือ', width: 10, value: (row) => Math.max(0, row.quota - (row.assignedCount ?? 0)) },
  { header: 'จำนวนใบสมัคร', width: 12, value: (row) => row.applicationCount ?? 0 },
  { header: 'จำนวนที่เลือกเป็นอันดับ 1', width: 16, value: (row) => row.firstChoiceCount ?? 0 },
];

/**
 * GET /api/admin/reports/opening-applications-by-company/{sessionId}/{round} (and …/csv): one row per
 * opening of the session that left draft, grouped by company (Thai name order), with its ACTIVE
 * applications of the round, how many put it first, and its remaining quota.
 */
export const openingApplicationsByCompanyReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'opening-applications-by-company',
  thaiTitle: 'ใบสมัครตามบริษัท',
  sheetName: 'ใบสมัครตามบริษัท',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => ({ companyNameTh: row.companyNameTh, openingId: row.openingId }) },
});
