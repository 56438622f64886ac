import { eq } from 'drizzle-orm';
import { oauthProviders } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

/** DELETE /api/admin/oauth/providers/{providerId}: its clients, and every token they hold, go with it (cascade). */
export async function deleteProvider({ ctx, providerId }: { ctx: Context; providerId: number }): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(oauthProviders).where(eq(oauthProviders.providerId, providerId)).returning({ name: oauthProviders.name });
    if (!row) throw new NotFoundError('OAuth provider not found');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.provider.delete', entityType: 'oauth_provider', entityId: providerId, details: { name: row.name } },
    });
  });
  return { message: 'OAuth provider deleted' };
}
