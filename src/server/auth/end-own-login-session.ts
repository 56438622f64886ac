import { and, eq } from 'drizzle-orm';
import { loginSessions } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

/**
 * DELETE /api/auth/sessions/{loginSessionId}: ends one of the caller's own logins. Another account's login
 * answers the same 404 as an unknown id, so ids of other people's logins cannot be probed. Ending the
 * current login is a logout; the route clears its cookie.
 */
export async function endOwnLoginSession({ ctx, loginSessionId }: { ctx: Context; loginSessionId: number }): Promise<{ message: string }> {
  const ended = await ctx.db
    .delete(loginSessions)
    .where(and(eq(loginSessions.id, loginSessionId), eq(loginSessions.platformUid, ctx.actor.signedInPlatformUid)))
    .returning({ id: loginSessions.id });
  if (ended.length === 0) throw new NotFoundError('Login session not found');
  return { message: 'Login session ended' };
}
