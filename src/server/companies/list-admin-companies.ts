import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companies, companySearchText, companySizes, companyTypes } from '@/db/schema';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { COMPANY_SORT_KEYS, type AdminCompanyView, type CompanySortKey } from '@/lib/companies';
import type { Context } from '@/server/context';
import { booleanQuery, offsetOf, paginationQuery, toList, type List, type Pagination } from '@/server/validation';
import { companyColumns, containsPattern, toAdminCompanyView, userCountsSubquery } from './company-view';

/** The query of GET /api/admin/companies: the one source of its filter and sort (list, export, bulk `allMatching`). */
export const adminCompanyListQuery = paginationQuery.extend({
  search: z.string().max(200).optional(),
  isActive: booleanQuery.optional(),
  sortBy: z.enum(COMPANY_SORT_KEYS).default('companyNameTh'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export type AdminCompanyQuery = Pagination & { search?: string; isActive?: boolean; sortBy: CompanySortKey; order: 'asc' | 'desc' };
export type AdminCompanyFilter = Pick<AdminCompanyQuery, 'search' | 'isActive'>;

/** The search condition on both names; the trigram index on companySearchText serves it. */
export function companySearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term ? sql`${companySearchText(companies)} ilike ${containsPattern(term)}` : undefined;
}

export function adminCompanyConditions(filter: AdminCompanyFilter): SQL | undefined {
  return and(companySearchCondition(filter.search), filter.isActive === undefined ? undefined : eq(companies.isActive, filter.isActive));
}

/** The ids of every company the list's filter selects (a bulk action's `allMatching`). */
export async function matchingCompanyIds({ db, filter }: { db: Executor; filter: AdminCompanyFilter }): Promise<number[]> {
  const rows = await db.select({ companyId: companies.companyId }).from(companies).where(adminCompanyConditions(filter)).orderBy(asc(companies.companyId));
  return rows.map((row) => row.companyId);
}

/** GET /api/admin/companies: every company, searched, filtered by status, sorted and paged in SQL, with user counts. */
export async function listAdminCompanies({ db }: Context, query: AdminCompanyQuery): Promise<List<AdminCompanyView>> {
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
