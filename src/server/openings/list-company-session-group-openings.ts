import type { CompanyContext } from '@/server/context';
import { booleanQuery, integerQuery, listQuery, paginationQuery, type Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { assertSessionGroupExists } from './company-scope';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

/** The query of GET /api/company/session-groups/{sessionGroupId}/openings: the one source of its filter. */
export const companyGroupOpeningsQuery = paginationQuery.extend({
  sessionIds: listQuery(integerQuery).optional(),
  isPublished: booleanQuery.optional(),
});

/**
 * GET /api/company/session-groups/{sessionGroupId}/openings?sessionIds,isPublished: the company's
 * openings in a group; isPublished=true keeps PUBLISHED/RANKING_SUBMITTED/RESULT_ANNOUNCED, false DRAFT/WITHDRAWN.
 */
export async function listCompanySessionGroupOpenings({
  ctx,
  sessionGroupId,
  filter,
  pagination,
}: {
  ctx: CompanyContext;
  sessionGroupId: number;
  filter: { sessionIds?: number[]; isPublished?: boolean };
  pagination: Pagination;
}): Promise<List<CompanyOpeningView>> {
  const companyId = ctx.actor.companyId;
  await assertSessionGroupExists({ db: ctx.db, sessionGroupId });
  return listCompanyOpeningsWhere({ db: ctx.db, filter: { companyId, sessionGroupId, ...filter }, pagination, now: ctx.now });
}
