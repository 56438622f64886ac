import type { OAuthProviderView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { findProviderView } from './views';

/** GET /api/admin/oauth/providers/{providerId}. */
export async function getProvider({ ctx, providerId }: { ctx: Context; providerId: number }): Promise<OAuthProviderView> {
  return findProviderView({ db: ctx.db, providerId });
}
