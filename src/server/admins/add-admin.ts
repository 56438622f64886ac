import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, admins } from '@/db/schema';
import type { AdminRecord } from '@/lib/admins';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';

export const addAdminInput = z.object({
  platformUid: z.string().trim().min(1).max(200),
  displayName: z.string().trim().min(1).max(200).optional(),
});
export type AddAdminInput = z.infer<typeof addAdminInput>;

/**
 * POST /api/admin/admins {platformUid}: makes a platform identity an admin. The person need not have
 * signed in yet; their account is created with the uid as its name until they do.
 */
export async function addAdmin({ ctx, input }: { ctx: Context; input: AddAdminInput }): Promise<AdminRecord> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(admins).where(eq(admins.platformUid, input.platformUid)).limit(1);
    if (existing) throw new ConflictError('This user is already an admin');
    await tx
      .insert(accounts)
      .values({ platformUid: input.platformUid, displayName: input.displayName ?? input.platformUid })
      .onConflictDoNothing();
    const [admin] = await tx.insert(admins).values({ platformUid: input.platformUid }).returning();
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'admin.add', entityType: 'admin', entityId: input.platformUid } });
    return { ...admin, createdAt: admin.createdAt.toISOString() };
  });
}
