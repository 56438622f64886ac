import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companySearchText } from '@/db/schema';
import { containsLike } from '@/db/like-pattern';

export type AdminCompanyFilter = { search?: string; isActive?: boolean };

/** The search condition on both names; the trigram index on companySearchText serves it. */
export function companySearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term ? sql`${companySearchText(companies)} ilike ${containsLike(term.toLowerCase())}` : undefined;
}

export function adminCompanyConditions(filter: AdminCompanyFilter): SQL | undefined {
  return and(companySearchCondition(filter.search), filter.isActive === undefined ? undefined : eq(companies.isActive, filter.isActive));
}

/** The ids of every company the list's filter selects (a bulk action's `allMatching`). */
export async function matchingCompanyIds({ db, filter }: { db: Executor; filter: AdminCompanyFilter }): Promise<number[]> {
  const rows = await db
    .select({ companyId: companies.companyId })
    .from(companies)
    .where(adminCompanyConditions(filter))
    .orderBy(asc(companies.companyId));
  return rows.map((row) => row.companyId);
}
