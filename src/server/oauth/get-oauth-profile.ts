import type { SystemContext } from '@/server/context';
import type { BearerGrant } from './bearer';
import type { OAuthProfile } from '@/lib/oauth';
import { loadPerson, toProfile } from './oauth-profile';

/** GET /api/oauth/v1/profile (scope `profile`). */
export async function getOAuthProfile({ ctx, grant }: { ctx: SystemContext; grant: BearerGrant }): Promise<OAuthProfile> {
  return toProfile({ row: await loadPerson({ db: ctx.db, grant }), clientId: grant.clientId });
}
