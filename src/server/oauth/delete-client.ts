import { eq } from 'drizzle-orm';
import { oauthClients } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

/** DELETE /api/admin/oauth/clients/{clientId}: its codes, tokens and admins go with it (cascade). */
export async function deleteClient({ ctx, clientId }: { ctx: Context; clientId: string }): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(oauthClients)
      .where(eq(oauthClients.clientId, clientId))
      .returning({ clientDisplayName: oauthClients.clientDisplayName });
    if (!row) throw new NotFoundError('OAuth client not found');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client.delete', entityType: 'oauth_client', entityId: clientId, details: row },
    });
  });
  return { message: 'OAuth client deleted' };
}
