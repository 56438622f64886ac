import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companies, companySearchText, companySizes, companyTypes } from '@/db/schema';
import type { AdminCompanyView, CompanySortKey } from '@/lib/companies';
import type { Context } from '@/server/context';
import { offsetOf, toList, type List, type Pagination } from '@/server/validation';
import { companyColumns, containsPattern, toAdminCompanyView, userCountsSubquery } from './company-view';

export type AdminCompanyQuery = Pagination & { search?: string; isActive?: boolean; sortBy: CompanySortKey; order: 'asc' | 'desc' };

/** The search condition on both names; the trigram index on companySearchText serves it. */
export function companySearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term ? sql`${companySearchText(companies)} ilike ${containsPattern(term)}` : undefined;
}

/** GET /api/admin/companies: every company, searched, filtered by status, sorted and paged in SQL, with user counts. */
export async function listAdminCompanies({ db }: Context, query: AdminCompanyQuery): Promise<List<AdminCompanyView>> {
  const where = and(companySearchCondition(query.search), query.isActive === undefined ? undefined : eq(companies.isActive, query.isActive));
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
