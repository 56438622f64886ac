import { eq } from 'drizzle-orm';
import { loginSessions } from '@/db/schema';
import type { Me } from '@/lib/auth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { meOfThisLogin } from './me-of-this-login';

/** POST /api/auth/reassume-identity: back to the admin who assumed. */
export async function reassumeIdentity({ ctx }: { ctx: Context }): Promise<Me> {
  if (!ctx.actor.assumedBy) throw new BadRequestError('Not acting as another user');
  await ctx.db.transaction(async (tx) => {
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'auth.reassume-identity', entityType: 'account', entityId: ctx.actor.assumedBy?.platformUid },
    });
    await tx
      .update(loginSessions)
      .set({ assumedRole: null, assumedStudentId: null, assumedPlatformUid: null })
      .where(eq(loginSessions.id, ctx.actor.loginSessionId));
  });
  return meOfThisLogin({ ctx });
}
