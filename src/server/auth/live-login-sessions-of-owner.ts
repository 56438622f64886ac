import { and, eq, gt, type SQL } from 'drizzle-orm';
import { loginSessions } from '@/db/schema';
import { env } from '@/env';
import type { Context } from '@/server/context';

/**
 * The logins of the account that signed in for this request, still live by the same rule the cookie
 * is resolved with (lifetime and idle limit). The owner is the person who signed in, not whoever an admin
 * acts as, so an admin acting as someone never sees or ends that person's own logins.
 */
export function liveLoginSessionsOfOwner({ ctx }: { ctx: Context }): SQL {
  const idleSince = new Date(ctx.now.getTime() - env().LOGIN_IDLE_HOURS * 60 * 60 * 1000);
  return and(
    eq(loginSessions.platformUid, ctx.actor.signedInPlatformUid),
    gt(loginSessions.expiresAt, ctx.now),
    gt(loginSessions.lastUsedAt, idleSince),
  )!;
}
