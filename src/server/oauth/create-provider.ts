import { z } from 'zod';
import { oauthProviders } from '@/db/schema';
import type { OAuthProviderView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { findProviderView } from './views';

/** A provider's body on create and rename. */
export const providerBody = z.object({ name: z.string().trim().min(1).max(200) });
export type ProviderInput = z.output<typeof providerBody>;

/** POST /api/admin/oauth/providers: a provider name is unique (409 otherwise). */
export async function createProvider({ ctx, input }: { ctx: Context; input: ProviderInput }): Promise<OAuthProviderView> {
  const providerId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(oauthProviders).values({ name: input.name }).returning({ providerId: oauthProviders.providerId });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.provider.create', entityType: 'oauth_provider', entityId: row.providerId, details: input },
    });
    return row.providerId;
  });
  return findProviderView({ db: ctx.db, providerId });
}
