import { count, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { oauthClients, oauthProviders } from '@/db/schema';
import type { InternalEndpoint, OAuthClientView, OAuthProviderView, OAuthScope } from '@/lib/oauth';
import { NotFoundError } from '@/server/errors';

export type ClientRow = typeof oauthClients.$inferSelect;

export function toClientView(row: ClientRow): OAuthClientView {
  return {
    clientId: row.clientId,
    providerId: row.providerId,
    clientDisplayName: row.clientDisplayName,
    isConfidential: row.secretHash !== null,
    scopes: row.scopes as OAuthScope[],
    isClientCredentialsGrantAllowed: row.isClientCredentialsGrantAllowed,
    isAuthorizationCodeGrantAllowed: row.isAuthorizationCodeGrantAllowed,
    isRefreshTokenGrantAllowed: row.isRefreshTokenGrantAllowed,
    pkceRequired: row.pkceRequired,
    redirectUrls: row.redirectUrls,
    permittedInternalEndpoints: row.permittedInternalEndpoints as InternalEndpoint[],
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

export async function findClientRow({ db, clientId }: { db: Executor; clientId: string }): Promise<ClientRow> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  if (!row) throw new NotFoundError('OAuth client not found');
  return row;
}

export async function findProviderView({ db, providerId }: { db: Executor; providerId: number }): Promise<OAuthProviderView> {
  const [row] = await db
    .select({
      providerId: oauthProviders.providerId,
      name: oauthProviders.name,
      createdAt: oauthProviders.createdAt,
      clientCount: count(oauthClients.clientId),
    })
    .from(oauthProviders)
    .leftJoin(oauthClients, eq(oauthClients.providerId, oauthProviders.providerId))
    .where(eq(oauthProviders.providerId, providerId))
    .groupBy(oauthProviders.providerId);
  if (!row) throw new NotFoundError('OAuth provider not found');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
