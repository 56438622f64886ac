import type { Context } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { companyIdOf } from './company-scope';

/** GET /api/company/openings: every opening of the company, newest session group first. */
export async function listCompanyOpenings(ctx: Context, pagination: Pagination) {
  return listCompanyOpeningsWhere(ctx.db, { companyId: companyIdOf(ctx.actor) }, pagination, ctx.now);
}
