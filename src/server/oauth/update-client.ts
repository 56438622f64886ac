import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { oauthClients } from '@/db/schema';
import type { OAuthClientView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { clientFields } from './client-fields';
import { assertClientIsCoherent, unique } from './client-rules';
import { revokeTokensOfClient } from './revoke-client-tokens';
import { findClientRow, toClientView } from './views';

export const clientUpdateBody = z
  .object(clientFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type ClientUpdate = z.output<typeof clientUpdateBody>;

/**
 * PATCH /api/admin/oauth/clients/{clientId}. Narrowing what a client may do takes effect at once:
 * tokens it holds for a scope it lost are revoked (rather than left to expire).
 */
export async function updateClient({
  ctx,
  clientId,
  input,
}: {
  ctx: Context;
  clientId: string;
  input: ClientUpdate;
}): Promise<OAuthClientView> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findClientRow({ db: tx, clientId });
    const changes = {
      ...input,
      ...(input.scopes ? { scopes: unique(input.scopes) } : {}),
      ...(input.redirectUrls ? { redirectUrls: unique(input.redirectUrls) } : {}),
      ...(input.permittedInternalEndpoints ? { permittedInternalEndpoints: unique(input.permittedInternalEndpoints) } : {}),
    };
    const next = { ...current, ...changes };
    assertClientIsCoherent({ ...next, isConfidential: current.secretHash !== null });
    const [updated] = await tx.update(oauthClients).set(changes).where(eq(oauthClients.clientId, clientId)).returning();
    const lostScopes = current.scopes.filter((scope) => !next.scopes.includes(scope));
    if (lostScopes.length > 0) await revokeTokensOfClient({ db: tx, now: ctx.now, clientId, scopes: lostScopes });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client.update', entityType: 'oauth_client', entityId: clientId, details: changes },
    });
    return updated;
  });
  return toClientView(row);
}
