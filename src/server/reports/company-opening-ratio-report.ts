import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, openings, sessions } from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES } from '@/lib/openings';
import { yesNo } from './report-labels';
import { defineReport, SESSION_GROUP } from './report-definition';
import { type ReportColumn } from './report-table';

const PUBLISHED = [...PUBLISHED_OPENING_STATUSES];

/**
 * Every (company, session) pair of the group for the companies that publish anything in it, with the
 * company's published quota in that session. One grouped query for all companies: calling the openings
 * domain's computeCompanyOpeningRatio per company would be one query per company (N+1).
 */
async function fetchQuotas({ db, sessionGroupId }: { db: Executor; sessionGroupId: number }) {
  const publishingCompanies = db
    .selectDistinct({ companyId: openings.companyId })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .where(and(eq(sessions.sessionGroupId, sessionGroupId), inArray(openings.status, PUBLISHED)));
  return db
    .select({
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      sessionId: sessions.sessionId,
      sessionTitle: sessions.title,
      minimumCompanyOpeningRatio: sessions.minimumCompanyOpeningRatio,
      publishedQuota: sql<number>`coalesce(sum(${openings.quota}), 0)::int`,
    })
    .from(companies)
    .innerJoin(sessions, eq(sessions.sessionGroupId, sessionGroupId))
    .leftJoin(
      openings,
      and(eq(openings.sessionId, sessions.sessionId), eq(openings.companyId, companies.companyId), inArray(openings.status, PUBLISHED)),
    )
    .where(inArray(companies.companyId, publishingCompanies))
    .groupBy(companies.companyId, sessions.sessionId)
    .orderBy(asc(companies.companyNameTh), asc(companies.companyId), asc(sessions.sessionId));
}

export type CompanyOpeningRatioRow = {
  companyId: number;
  companyNameTh: string;
  companyNameEn: string;
  sessionId: number;
  sessionTitle: string;
  publishedQuota: number;
  groupQuota: number;
  ratio: number;
  minimumCompanyOpeningRatio: number;
  isSatisfied: boolean;
};

/**
 * The rule of src/server/openings/company-opening-ratio.ts applied to one company's sessions: ratio =
 * quota(S) / quota(group), rounded to 4 places for display; satisfied when the company publishes
 * nothing in S or quota·1000 ≥ round(minimum·1000)·total (exact, no float comparisons). A test checks
 * this agrees with computeCompanyOpeningRatio.
 */
export function ratioRows(quotas: Awaited<ReturnType<typeof fetchQuotas>>): CompanyOpeningRatioRow[] {
  const totals = new Map<number, number>();
  for (const row of quotas) totals.set(row.companyId, (totals.get(row.companyId) ?? 0) + Number(row.publishedQuota));
  return quotas.map((row) => {
    const publishedQuota = Number(row.publishedQuota);
    const total = totals.get(row.companyId) ?? 0;
    const minimum = Number(row.minimumCompanyOpeningRatio);
    const ratio = total === 0 ? 0 : publishedQuota / total;
    return {
      companyId: row.companyId,
      companyNameTh: row.companyNameTh,
      companyNameEn: row.companyNameEn,
      sessionId: row.sessionId,
      sessionTitle: row.sessionTitle,
      publishedQuota,
      groupQuota: total,
      ratio: Math.round(ratio * 10000) / 10000,
      minimumCompanyOpeningRatio: minimum,
      isSatisfied: publishedQuota === 0 || publishedQuota * 1000 >= Math.round(minimum * 1000) * total,
    };
  });
}

const COLUMNS: ReportColumn<CompanyOpeningRatioRow>[] = [
  { header: 'รหัสบริษัท', width: 10, value: (row) => row.companyId },
  { header: 'ชื่อบริษัท (ไทย)', width: 32, value: (row) => row.companyNameTh },
  { header: 'ชื่อบริษัท (อังกฤษ)', width: 32, value: (row) => row.companyNameEn },
  { header: 'รหัสรอบ', width: 10, value: (row) => row.sessionId },
  { header: 'รอบการฝึกงาน', width: 28, value: (row) => row.sessionTitle },
  { header: 'จำนวนที่รับในรอบนี้', width: 16, value: (row) => row.publishedQuota },
  { header: 'จำนวนที่รับทั้งกลุ่มรอบ', width: 18, value: (row) => row.groupQuota },
  { header: 'สัดส่วน', width: 10, value: (row) => row.ratio, numberFormat: '0.0%' },
  { header: 'สัดส่วนขั้นต่ำ', width: 12, value: (row) => row.minimumCompanyOpeningRatio, numberFormat: '0.0%' },
  { header: 'ผ่านเกณฑ์', width: 10, value: (row) => yesNo(row.isSatisfied) },
];

/**
 * GET /api/admin/reports/company-opening-ratio/{sessionGroupId}: for each company publishing in the
 * group, one row per session of the group with its published quota there, its share of the company's
 * quota in the group, the session's minimum and whether it is met. Companies are bounded (hundreds),
 * so one grouped query reads them all.
 */
export const companyOpeningRatioReport = defineReport({
  scope: SESSION_GROUP,
  slug: 'company-opening-ratio',
  thaiTitle: 'สัดส่วนตำแหน่งงานของบริษัท',
  sheetName: 'สัดส่วนตำแหน่งงาน',
  columns: COLUMNS,
  batches: async function* (db, group) {
    const rows = ratioRows(await fetchQuotas({ db, sessionGroupId: group.sessionGroupId }));
    if (rows.length > 0) yield rows;
  },
});
