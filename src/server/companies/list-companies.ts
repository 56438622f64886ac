import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, companySizes, companyTypes, openings } from '@/db/schema';
import type { CompanyBrowseList, CompanyListItem } from '@/lib/companies';
import type { Context } from '@/server/context';
import { idParam, integerQuery, listQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { companyColumns, type CompanyRow } from './company-view';
import { companySearchCondition } from './admin-company-filter';
import { canSeeSessionOpenings, isPublishedOpening } from './session-openings';
import { companyLogoUrl } from '@/lib/files';

/** The query of GET /api/companies. */
export const companyBrowseQuery = paginationQuery.extend({
  search: z.string().max(200).optional(),
  companySizes: listQuery(idParam).optional(),
  sessionId: integerQuery.optional(),
});
export type CompanyBrowseQuery = z.output<typeof companyBrowseQuery>;

function toListItem(row: CompanyRow, openingCount?: number): CompanyListItem {
  return {
    companyId: row.companyId,
    companyNameTh: row.companyNameTh,
    companyNameEn: row.companyNameEn,
    description: row.description,
    province: row.province,
    logoUrl: companyLogoUrl(row),
    companyType: row.companyTypeId === null ? null : { companyTypeId: row.companyTypeId, type: row.companyTypeName ?? '' },
    companySize: row.companySizeId === null ? null : { companySizeId: row.companySizeId, size: row.companySizeName ?? '' },
    ...(openingCount === undefined ? {} : { openingCount: Number(openingCount) }),
  };
}

/**
 * GET /api/companies: the active companies by Thai name, searched and filtered by size. With a
 * session, only the companies with published openings there, each with how many; a student sees
 * none of them before the round's opening announcement.
 */
export async function listCompanies({ ctx, query }: { ctx: Context; query: CompanyBrowseQuery }): Promise<CompanyBrowseList> {
  const { db } = ctx;
  const where = and(
    eq(companies.isActive, true),
    companySearchCondition(query.search),
    query.companySizes?.length ? inArray(companies.companySizeId, query.companySizes) : undefined,
  );
  const order = [asc(companies.companyNameTh), asc(companies.companyId)];

  if (query.sessionId === undefined) {
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(companyColumns)
        .from(companies)
        .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
        .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(companies).where(where),
    ]);
    return toList(
      rows.map((row) => toListItem(row)),
      total,
      query,
    );
  }

  if (!(await canSeeSessionOpenings({ ctx, sessionId: query.sessionId }))) return toList([], 0, query);
  const openingCounts = db
    .select({ companyId: openings.companyId, openingCount: sql<number>`count(*)::int`.as('opening_count') })
    .from(openings)
    .where(and(eq(openings.sessionId, query.sessionId), isPublishedOpening()))
    .groupBy(openings.companyId)
    .as('opening_counts');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...companyColumns, openingCount: openingCounts.openingCount })
      .from(companies)
      .innerJoin(openingCounts, eq(openingCounts.companyId, companies.companyId))
      .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
      .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(companies).innerJoin(openingCounts, eq(openingCounts.companyId, companies.companyId)).where(where),
  ]);
  return toList(
    rows.map((row) => toListItem(row, row.openingCount)),
    total,
    query,
  );
}
