import { oauthClients } from '@/db/schema';
import type { OAuthClientWithSecret } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { NewClient } from './bodies';
import { assertClientIsCoherent, unique } from './client-rules';
import { hashSecret, newClientId, newSecret } from './secrets';
import { findProviderView, toClientView } from './views';

/** POST /api/admin/oauth/providers/{providerId}/clients: the secret is answered this once and only its hash kept. */
export async function createClient(ctx: Context, providerId: number, input: NewClient): Promise<OAuthClientWithSecret> {
  await findProviderView(ctx.db, providerId);
  const client = { ...input, scopes: unique(input.scopes), redirectUrls: unique(input.redirectUrls), permittedInternalEndpoints: unique(input.permittedInternalEndpoints) };
  assertClientIsCoherent(client);
  const clientSecret = client.isConfidential ? newSecret() : null;
  const row = await ctx.db.transaction(async (tx) => {
    const fields: Omit<typeof client, 'isConfidential'> & { isConfidential?: boolean } = { ...client };
    delete fields.isConfidential;
    const [created] = await tx
      .insert(oauthClients)
      .values({ ...fields, clientId: newClientId(), providerId, secretHash: clientSecret ? hashSecret(clientSecret) : null })
      .returning();
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'oauth.client.create', entityType: 'oauth_client', entityId: created.clientId, details: { providerId, ...fields } } });
    return created;
  });
  return { ...toClientView(row), clientSecret };
}
