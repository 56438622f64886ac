import type { Context } from '@/server/context';
import { booleanQuery, integerQuery, listQuery, paginationQuery, type Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { assertSessionGroupExists, companyIdOf } from './company-scope';

/** The query of GET /api/company/session-groups/{sessionGroupId}/openings: the one source of its filter. */
export const companyGroupOpeningsQuery = paginationQuery.extend({ sessionIds: listQuery(integerQuery).optional(), isPublished: booleanQuery.optional() });

/**
 * GET /api/company/session-groups/{sessionGroupId}/openings?sessionIds,isPublished: the company's
 * openings in a group; isPublished=true keeps PUBLISHED/RANKING_SUBMITTED/RESULT_ANNOUNCED, false DRAFT/WITHDRAWN.
 */
export async function listCompanySessionGroupOpenings(
  ctx: Context,
  sessionGroupId: number,
  filter: { sessionIds?: number[]; isPublished?: boolean },
  pagination: Pagination,
) {
  const companyId = companyIdOf(ctx.actor);
  await assertSessionGroupExists(ctx.db, sessionGroupId);
  return listCompanyOpeningsWhere(ctx.db, { companyId, sessionGroupId, ...filter }, pagination, ctx.now);
}
