import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { oauthClients, oauthTokens } from '@/db/schema';
import type { OAuthClientWithSecret } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { hashSecret, newSecret } from './secrets';
import { findClientRow, toClientView } from './views';

/**
 * POST /api/admin/oauth/clients/{clientId}/reset-secret: a reset answers a leak, so the old secret
 * stops working at once and the client-credentials tokens issued with it are revoked. Tokens people
 * granted through the authorization-code flow stay: they were not obtained with the secret alone.
 */
export async function resetClientSecret({ ctx, clientId }: { ctx: Context; clientId: string }): Promise<OAuthClientWithSecret> {
  const clientSecret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findClientRow({ db: tx, clientId });
    if (current.secretHash === null) throw new BadRequestError('A public client has no secret');
    const [updated] = await tx
      .update(oauthClients)
      .set({ secretHash: hashSecret(clientSecret), secretRotatedAt: ctx.now })
      .where(eq(oauthClients.clientId, clientId))
      .returning();
    await revokeMachineTokens({ db: tx, now: ctx.now, clientId });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client.reset-secret', entityType: 'oauth_client', entityId: clientId },
    });
    return updated;
  });
  return { ...toClientView(row), clientSecret };
}

async function revokeMachineTokens({ db, now, clientId }: { db: Executor; now: Date; clientId: string }): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.clientId, clientId), isNull(oauthTokens.platformUid), isNull(oauthTokens.revokedAt)));
}
