import type { OwnCompanyView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { applyCompanyUpdate } from './apply-company-update';
import type { OwnCompanyUpdate } from './company-body';
import { getOwnCompany, ownCompanyIdOf } from './get-own-company';

/** PATCH /api/company/me: a company user edits its own company's profile (never its status or names). Audited like an admin's edit. */
export async function updateOwnCompany(ctx: Context, input: OwnCompanyUpdate): Promise<OwnCompanyView> {
  const companyId = ownCompanyIdOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const changedFields = await applyCompanyUpdate(tx, companyId, input, ctx.now);
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'company.update', entityType: 'company', entityId: companyId, details: { changedFields } } });
  });
  return getOwnCompany(ctx);
}
