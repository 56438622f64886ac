import { and, eq, ne } from 'drizzle-orm';
import { loginSessions } from '@/db/schema';
import type { EndedLoginSessions } from '@/lib/auth';
import type { Context } from '@/server/context';

/** DELETE /api/auth/sessions: ends every login of the caller's account except the one of this request. */
export async function endOtherLoginSessions({ ctx }: { ctx: Context }): Promise<EndedLoginSessions> {
  const ended = await ctx.db
    .delete(loginSessions)
    .where(and(eq(loginSessions.platformUid, ctx.actor.signedInPlatformUid), ne(loginSessions.id, ctx.actor.loginSessionId)))
    .returning({ id: loginSessions.id });
  return { message: 'Other login sessions ended', endedCount: ended.length };
}
