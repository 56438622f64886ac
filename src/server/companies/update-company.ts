import type { AdminCompanyView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { applyCompanyUpdate } from './apply-company-update';
import type { CompanyUpdate } from './company-body';
import { getAdminCompany } from './get-admin-company';

/** PATCH /api/admin/companies/{companyId}: an admin edits any company's profile. */
export async function updateCompany({
  ctx,
  companyId,
  input,
}: {
  ctx: Context;
  companyId: number;
  input: CompanyUpdate;
}): Promise<AdminCompanyView> {
  await ctx.db.transaction(async (tx) => {
    const changedFields = await applyCompanyUpdate({ db: tx, companyId, input, now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'company.update', entityType: 'company', entityId: companyId, details: { changedFields } },
    });
  });
  return getAdminCompany({ ctx, companyId });
}
