import { eq } from 'drizzle-orm';
import { oauthProviders } from '@/db/schema';
import type { OAuthProviderView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { ProviderInput } from './create-provider';
import { findProviderView } from './views';

/** PATCH /api/admin/oauth/providers/{providerId}: renames it. */
export async function updateProvider({
  ctx,
  providerId,
  input,
}: {
  ctx: Context;
  providerId: number;
  input: ProviderInput;
}): Promise<OAuthProviderView> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(oauthProviders)
      .set({ name: input.name })
      .where(eq(oauthProviders.providerId, providerId))
      .returning({ providerId: oauthProviders.providerId });
    if (!row) throw new NotFoundError('OAuth provider not found');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.provider.update', entityType: 'oauth_provider', entityId: providerId, details: input },
    });
  });
  return findProviderView({ db: ctx.db, providerId });
}
