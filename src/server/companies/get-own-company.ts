import type { OwnCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectCompanyWithCounts, toPublicCompanyView } from './company-view';
import { ownCompanyIdOf } from './own-company-id';

/** GET /api/company/me: the signed-in company user's company. */
export async function getOwnCompany({ ctx }: { ctx: Context }): Promise<OwnCompanyView> {
  const row = await selectCompanyWithCounts({ db: ctx.db, companyId: ownCompanyIdOf(ctx) });
  if (!row) throw new NotFoundError('Company not found');
  return { ...toPublicCompanyView(row), companyUserCount: Number(row.companyUserCount) };
}
