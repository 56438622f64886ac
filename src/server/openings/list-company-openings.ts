import type { Context } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { companyIdOf } from './company-scope';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

/** GET /api/company/openings: every opening of the company, newest session group first. */
export async function listCompanyOpenings({
  ctx,
  pagination,
}: {
  ctx: Context;
  pagination: Pagination;
}): Promise<List<CompanyOpeningView>> {
  return listCompanyOpeningsWhere({ db: ctx.db, filter: { companyId: companyIdOf(ctx.actor) }, pagination, now: ctx.now });
}
