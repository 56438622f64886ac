import { and, asc, count, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, companySearchText } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import type { InternalCompanyList } from '@/lib/oauth';
import { integerQuery, listQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { selectCompanies, toInternalCompany } from './internal-company';
import { containsLike } from '@/db/like-pattern';

export const listInternalCompaniesQuery = paginationQuery.extend({
  search: z.string().max(200).optional(),
  companyIds: listQuery(integerQuery).pipe(z.array(z.number()).max(100)).optional(),
});
export type InternalCompanyQuery = z.output<typeof listInternalCompaniesQuery>;

/** GET /api/internal/v1/companies?search,companyIds,page,limit. */
export async function listInternalCompanies({
  ctx,
  query,
}: {
  ctx: SystemContext;
  query: InternalCompanyQuery;
}): Promise<InternalCompanyList> {
  const { db } = ctx;
  const term = query.search?.trim().toLowerCase();
  const where = and(
    term ? sql`${companySearchText(companies)} like ${containsLike(term)}` : undefined,
    query.companyIds?.length ? inArray(companies.companyId, query.companyIds) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectCompanies(db)
      .where(where)
      .orderBy(asc(companies.companyNameTh), asc(companies.companyId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return toList(rows.map(toInternalCompany), total, query);
}
