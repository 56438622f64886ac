import { and, eq } from 'drizzle-orm';
import { oauthClientAdmins } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { findClientRow } from './views';

/** DELETE /api/admin/oauth/clients/{clientId}/admins/{platformUid}. */
export async function revokeClientAdmin({
  ctx,
  clientId,
  platformUid,
}: {
  ctx: Context;
  clientId: string;
  platformUid: string;
}): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await findClientRow({ db: tx, clientId });
    const removed = await tx
      .delete(oauthClientAdmins)
      .where(and(eq(oauthClientAdmins.clientId, clientId), eq(oauthClientAdmins.platformUid, platformUid)))
      .returning({ platformUid: oauthClientAdmins.platformUid });
    if (removed.length === 0) throw new NotFoundError('Not an admin of this client');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client-admin.revoke', entityType: 'oauth_client', entityId: clientId, details: { platformUid } },
    });
  });
  return { message: 'Client admin revoked' };
}
