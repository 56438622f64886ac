import type { OwnCompanyView } from '@/lib/companies';
import type { CompanyContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectCompanyWithCounts, toPublicCompanyView } from './company-view';

/** GET /api/company/me: the signed-in company user's company. */
export async function getOwnCompany({ ctx }: { ctx: CompanyContext }): Promise<OwnCompanyView> {
  const row = await selectCompanyWithCounts({ db: ctx.db, companyId: ctx.actor.companyId });
  if (!row) throw new NotFoundError('Company not found');
  return { ...toPublicCompanyView(row), companyUserCount: Number(row.companyUserCount) };
}
