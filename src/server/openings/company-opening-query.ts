import { and, count, desc, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { openings, sessions } from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES } from '@/lib/openings';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { selectCompanyOpeningViews } from './opening-view';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

export type CompanyOpeningFilter = { companyId: number; sessionIds?: number[]; sessionGroupId?: number; isPublished?: boolean };

/** The company list's filter in SQL (join `sessions`): the one source of it for the page and the bulk publish's `allMatching`. */
export function companyOpeningConditions(filter: CompanyOpeningFilter): SQL | undefined {
  const conditions: SQL[] = [eq(openings.companyId, filter.companyId)];
  if (filter.sessionIds?.length) conditions.push(inArray(openings.sessionId, filter.sessionIds));
  if (filter.sessionGroupId !== undefined) conditions.push(eq(sessions.sessionGroupId, filter.sessionGroupId));
  if (filter.isPublished === true) conditions.push(inArray(openings.status, [...PUBLISHED_OPENING_STATUSES]));
  if (filter.isPublished === false) conditions.push(notInArray(openings.status, [...PUBLISHED_OPENING_STATUSES]));
  return and(...conditions);
}

/** One page of a company's openings (newest group first, then by session, newest first): a count, a page of ids, then the views. */
export async function listCompanyOpeningsWhere({
  db,
  filter,
  pagination,
  now,
}: {
  db: Executor;
  filter: CompanyOpeningFilter;
  pagination: Pagination;
  now: Date;
}): Promise<List<CompanyOpeningView>> {
  const where = companyOpeningConditions(filter);
  const [[{ total }], page] = await Promise.all([
    db.select({ total: count() }).from(openings).innerJoin(sessions, eq(sessions.sessionId, openings.sessionId)).where(where),
    db
      .select({ openingId: openings.openingId })
      .from(openings)
      .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
      .where(where)
      .orderBy(desc(sessions.sessionGroupId), asc(openings.sessionId), desc(openings.createdAt), desc(openings.openingId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
  ]);
  const items = await selectCompanyOpeningViews({ db, openingIds: page.map((row) => row.openingId), now });
  return toList(items, Number(total), pagination);
}
