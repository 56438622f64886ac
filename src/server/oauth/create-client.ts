import { z } from 'zod';
import { oauthClients } from '@/db/schema';
import type { OAuthClientWithSecret } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { clientFields } from './client-fields';
import { assertClientIsCoherent, unique } from './client-rules';
import { hashSecret, newClientId, newSecret } from './secrets';
import { findProviderView, toClientView } from './views';

export const newClientBody = z.object({
  clientDisplayName: clientFields.clientDisplayName,
  // Public clients (a mobile or single-page app) cannot keep a secret; they get none and must use PKCE.
  isConfidential: z.boolean().default(true),
  scopes: clientFields.scopes.default([]),
  isClientCredentialsGrantAllowed: clientFields.isClientCredentialsGrantAllowed.default(false),
  isAuthorizationCodeGrantAllowed: clientFields.isAuthorizationCodeGrantAllowed.default(true),
  isRefreshTokenGrantAllowed: clientFields.isRefreshTokenGrantAllowed.default(true),
  // Whether a code may only be asked for with PKCE. Omitted: on for a public client (always), off for a confidential one
  // (RFC 9700 §2.1.1: its secret binds the code; a challenge it sends is still honoured). An admin turns it on per client.
  pkceRequired: clientFields.pkceRequired.optional(),
  redirectUrls: clientFields.redirectUrls.default([]),
  permittedInternalEndpoints: clientFields.permittedInternalEndpoints.default([]),
});
export type NewClient = z.output<typeof newClientBody>;

/** POST /api/admin/oauth/providers/{providerId}/clients: the secret is answered this once and only its hash kept. */
export async function createClient({
  ctx,
  providerId,
  input,
}: {
  ctx: Context;
  providerId: number;
  input: NewClient;
}): Promise<OAuthClientWithSecret> {
  await findProviderView({ db: ctx.db, providerId });
  const client = {
    ...input,
    pkceRequired: input.pkceRequired ?? !input.isConfidential,
    scopes: unique(input.scopes),
    redirectUrls: unique(input.redirectUrls),
    permittedInternalEndpoints: unique(input.permittedInternalEndpoints),
  };
  assertClientIsCoherent(client);
  const clientSecret = client.isConfidential ? newSecret() : null;
  const row = await ctx.db.transaction(async (tx) => {
    const fields: Omit<typeof client, 'isConfidential'> & { isConfidential?: boolean } = { ...client };
    delete fields.isConfidential;
    const [created] = await tx
      .insert(oauthClients)
      .values({ ...fields, clientId: newClientId(), providerId, secretHash: clientSecret ? hashSecret(clientSecret) : null })
      .returning();
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client.create', entityType: 'oauth_client', entityId: created.clientId, details: { providerId, ...fields } },
    });
    return created;
  });
  return { ...toClientView(row), clientSecret };
}
