import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import { endLoginSessionsOf, hashPassword } from '@/server/auth';
import type { Context } from '@/server/context';
import { companyUserPassword } from './company-user-password';
import { findCompanyUser } from './find-company-user';

export const setCompanyUserPasswordInput = z.object({ password: companyUserPassword }).strict();
export type SetCompanyUserPasswordInput = z.output<typeof setCompanyUserPasswordInput>;

/**
 * PUT /api/admin/companies/{companyId}/users/{platformUid}/password: sets a new password. The
 * user's live logins end, as after any password reset, so whoever knew the old one is out.
 */
export async function setCompanyUserPassword({
  ctx,
  companyId,
  platformUid,
  input,
}: {
  ctx: Context;
  companyId: number;
  platformUid: string;
  input: SetCompanyUserPasswordInput;
}): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await findCompanyUser({ db: tx, companyId, platformUid });
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.platformUid, platformUid));
    await endLoginSessionsOf({ db: tx, platformUids: [platformUid] });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'company_user.reset_password', entityType: 'company_user', entityId: platformUid, details: { companyId } },
    });
  });
  return { message: 'Password updated' };
}
