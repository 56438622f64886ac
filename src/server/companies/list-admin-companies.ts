import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { companies, companySizes, companyTypes } from '@/db/schema';
import { z } from 'zod';
import { COMPANY_SORT_KEYS, type AdminCompanyList, type CompanySortKey } from '@/lib/companies';
import type { Context } from '@/server/context';
import { booleanQuery, offsetOf, paginationQuery, toList, type Pagination } from '@/server/validation';
import { adminCompanyConditions } from './admin-company-filter';
import { companyColumns, toAdminCompanyView, userCountsSubquery } from './company-view';

/** The query of GET /api/admin/companies: the one source of its filter and sort (list, export, bulk `allMatching`). */
export const adminCompanyListQuery = paginationQuery.extend({
  search: z.string().max(200).optional(),
  isActive: booleanQuery.optional(),
  sortBy: z.enum(COMPANY_SORT_KEYS).default('companyNameTh'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export type AdminCompanyQuery = Pagination & { search?: string; isActive?: boolean; sortBy: CompanySortKey; order: 'asc' | 'desc' };
/** GET /api/admin/companies: every company, searched, filtered by status, sorted and paged in SQL, with user counts. */
export async function listAdminCompanies({ ctx: { db }, query }: { ctx: Context; query: AdminCompanyQuery }): Promise<AdminCompanyList> {
  const where = adminCompanyConditions(query);
  const userCounts = userCountsSubquery(db);
  const companyUserCount = sql<number>`coalesce(${userCounts.total}, 0)`;
  const sortColumn = {
    companyNameTh: companies.companyNameTh,
    companyNameEn: companies.companyNameEn,
    companyUserCount,
    createdAt: companies.createdAt,
  }[query.sortBy];
  const direction = query.order === 'desc' ? desc : asc;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...companyColumns, companyUserCount, activeCompanyUserCount: sql<number>`coalesce(${userCounts.active}, 0)` })
      .from(companies)
      .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
      .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId))
      .leftJoin(userCounts, eq(userCounts.companyId, companies.companyId))
      .where(where)
      .orderBy(direction(sortColumn), direction(companies.companyId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return toList(rows.map(toAdminCompanyView), total, query);
}
