import type { OwnCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { selectCompanyWithCounts, toPublicCompanyView } from './company-view';

export function ownCompanyIdOf(ctx: Context): number {
  if (ctx.actor.role !== 'company_user' || ctx.actor.companyId === undefined) throw new ForbiddenError('Only a company user has an own company');
  return ctx.actor.companyId;
}

/** GET /api/company/me: the signed-in company user's company. */
export async function getOwnCompany(ctx: Context): Promise<OwnCompanyView> {
  const row = await selectCompanyWithCounts(ctx.db, ownCompanyIdOf(ctx));
  if (!row) throw new NotFoundError('Company not found');
  return { ...toPublicCompanyView(row), companyUserCount: Number(row.companyUserCount) };
}
