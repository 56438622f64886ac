import type { CompanyContext } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

/** GET /api/company/openings: every opening of the company, newest session group first. */
export async function listCompanyOpenings({
  ctx,
  pagination,
}: {
  ctx: CompanyContext;
  pagination: Pagination;
}): Promise<List<CompanyOpeningView>> {
  return listCompanyOpeningsWhere({ db: ctx.db, filter: { companyId: ctx.actor.companyId }, pagination, now: ctx.now });
}
