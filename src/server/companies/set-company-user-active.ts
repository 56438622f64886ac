import { eq } from 'drizzle-orm';
import { accounts, companyUsers } from '@/db/schema';
import type { CompanyUserView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import { endLoginSessionsOf } from '@/server/auth';
import type { Context } from '@/server/context';
import { findCompanyUser } from './find-company-user';

/** POST /api/admin/companies/{companyId}/users/{platformUid}/disable|enable. Disabling ends the user's logins (and admins acting as them) at once. */
export async function setCompanyUserActive({
  ctx,
  companyId,
  platformUid,
  isActive,
}: {
  ctx: Context;
  companyId: number;
  platformUid: string;
  isActive: boolean;
}): Promise<CompanyUserView> {
  return ctx.db.transaction(async (tx) => {
    await findCompanyUser({ db: tx, companyId, platformUid });
    await tx.update(companyUsers).set({ isActive }).where(eq(companyUsers.platformUid, platformUid));
    if (!isActive) await endLoginSessionsOf({ db: tx, platformUids: [platformUid] });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: isActive ? 'company_user.enable' : 'company_user.disable',
        entityType: 'company_user',
        entityId: platformUid,
        details: { companyId },
      },
    });
    const [account] = await tx
      .select({ username: accounts.username, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.platformUid, platformUid))
      .limit(1);
    return { platformUid, username: account?.username ?? '', email: account?.email ?? null, isActive };
  });
}
