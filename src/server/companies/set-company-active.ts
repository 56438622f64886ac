import { eq } from 'drizzle-orm';
import { companies, companyUsers } from '@/db/schema';
import type { AdminCompanyView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import { endLoginSessionsOf } from '@/server/auth';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { getAdminCompany } from './get-admin-company';

/**
 * POST /api/admin/companies/{companyId}/disable|enable. A disabled company's users cannot sign in
 * and their live logins end at once; enabling gives back sign-in to the users that are themselves active.
 */
export async function setCompanyActive({
  ctx,
  companyId,
  isActive,
}: {
  ctx: Context;
  companyId: number;
  isActive: boolean;
}): Promise<AdminCompanyView> {
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ isActive, updatedAt: ctx.now })
      .where(eq(companies.companyId, companyId))
      .returning({ companyId: companies.companyId });
    if (!company) throw new NotFoundError('Company not found');
    if (!isActive) {
      const users = await tx
        .select({ platformUid: companyUsers.platformUid })
        .from(companyUsers)
        .where(eq(companyUsers.companyId, companyId));
      await endLoginSessionsOf({ db: tx, platformUids: users.map((user) => user.platformUid) });
    }
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: isActive ? 'company.enable' : 'company.disable', entityType: 'company', entityId: companyId },
    });
  });
  return getAdminCompany({ ctx, companyId });
}
