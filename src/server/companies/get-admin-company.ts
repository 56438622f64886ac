import type { AdminCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectCompanyWithCounts, toAdminCompanyView } from './company-view';

/** GET /api/admin/companies/{companyId}: any company, active or not, with its user counts. */
export async function getAdminCompany({ ctx, companyId }: { ctx: Context; companyId: number }): Promise<AdminCompanyView> {
  const row = await selectCompanyWithCounts({ db: ctx.db, companyId });
  if (!row) throw new NotFoundError('Company not found');
  return toAdminCompanyView(row);
}
