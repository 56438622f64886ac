import { eq } from 'drizzle-orm';
import { oauthProviders } from '@/db/schema';
import type { OAuthProviderView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { findProviderView } from './views';

/** POST /api/admin/oauth/providers: a provider name is unique (409 otherwise). */
export async function createProvider(ctx: Context, input: { name: string }): Promise<OAuthProviderView> {
  const providerId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(oauthProviders).values({ name: input.name }).returning({ providerId: oauthProviders.providerId });
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'oauth.provider.create', entityType: 'oauth_provider', entityId: row.providerId, details: input } });
    return row.providerId;
  });
  return findProviderView(ctx.db, providerId);
}

/** PATCH /api/admin/oauth/providers/{providerId}: renames it. */
export async function updateProvider(ctx: Context, providerId: number, input: { name: string }): Promise<OAuthProviderView> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(oauthProviders).set({ name: input.name }).where(eq(oauthProviders.providerId, providerId)).returning({ providerId: oauthProviders.providerId });
    if (!row) throw new NotFoundError('OAuth provider not found');
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'oauth.provider.update', entityType: 'oauth_provider', entityId: providerId, details: input } });
  });
  return findProviderView(ctx.db, providerId);
}

/** DELETE /api/admin/oauth/providers/{providerId}: its clients, and every token they hold, go with it (cascade). */
export async function deleteProvider(ctx: Context, providerId: number): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(oauthProviders).where(eq(oauthProviders.providerId, providerId)).returning({ name: oauthProviders.name });
    if (!row) throw new NotFoundError('OAuth provider not found');
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'oauth.provider.delete', entityType: 'oauth_provider', entityId: providerId, details: { name: row.name } } });
  });
  return { message: 'OAuth provider deleted' };
}
