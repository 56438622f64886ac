import { eq } from 'drizzle-orm';
import { admins } from '@/db/schema';
import type { AdminRecord } from '@/lib/admins';
import { recordAudit } from '@/server/audit';
import { endLoginSessionsOf } from '@/server/auth';
import type { Context } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';

/** POST /api/admin/admins/{platformUid}/disable|enable. Disabling ends that admin's logins at once. */
export async function setAdminActive({
  ctx,
  platformUid,
  isActive,
}: {
  ctx: Context;
  platformUid: string;
  isActive: boolean;
}): Promise<AdminRecord> {
  if (!isActive && platformUid === ctx.actor.signedInPlatformUid) throw new BadRequestError('You cannot disable your own admin account');
  return ctx.db.transaction(async (tx) => {
    const [admin] = await tx.update(admins).set({ isActive }).where(eq(admins.platformUid, platformUid)).returning();
    if (!admin) throw new NotFoundError('Admin not found');
    if (!isActive) await endLoginSessionsOf({ db: tx, platformUids: [platformUid] });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: isActive ? 'admin.enable' : 'admin.disable', entityType: 'admin', entityId: platformUid },
    });
    return { ...admin, createdAt: admin.createdAt.toISOString() };
  });
}
