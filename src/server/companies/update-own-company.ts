import { z } from 'zod';
import type { OwnCompanyView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { applyCompanyUpdate } from './apply-company-update';
import { updateCompanyInput } from './company-body';
import { getOwnCompany } from './get-own-company';

// Refused rather than ignored, so a client that sends a name learns it was not saved. The OpenAPI document says so
// in each language (OpenApi.schemas in messages/<language>/api.json).
const adminsOnly = z
  .never({ error: "The company's names are set by the portal's admins" })
  .optional()
  .meta({ descriptionKey: 'companyNamesByAdmins' });

/**
 * PATCH /api/company/me: the company edits its profile (SPEC §6), but its legal names are what the
 * admins import and match on, so only an admin changes them (PATCH /api/admin/companies/{companyId}).
 */
export const updateOwnCompanyInput = updateCompanyInput.extend({ companyNameTh: adminsOnly, companyNameEn: adminsOnly }).strict();

export type OwnCompanyUpdate = z.infer<typeof updateOwnCompanyInput>;

/** PATCH /api/company/me: a company user edits its own company's profile (never its status or names). Audited like an admin's edit. */
export async function updateOwnCompany({ ctx, input }: { ctx: CompanyContext; input: OwnCompanyUpdate }): Promise<OwnCompanyView> {
  const companyId = ctx.actor.companyId;
  await ctx.db.transaction(async (tx) => {
    const changedFields = await applyCompanyUpdate({ db: tx, companyId, input, now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'company.update', entityType: 'company', entityId: companyId, details: { changedFields } },
    });
  });
  return getOwnCompany({ ctx });
}
