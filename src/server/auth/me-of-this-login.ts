import type { Me } from '@/lib/auth';
import type { Context } from '@/server/context';
import { UnauthenticatedError } from '@/server/errors';
import { toMe } from './me';
import { resolveActorByLoginSessionId } from './resolve-actor-by-login-session-id';

/** Who this login is now that its identity changed. */
export async function meOfThisLogin({ ctx }: { ctx: Context }): Promise<Me> {
  const actor = await resolveActorByLoginSessionId({ db: ctx.db, loginSessionId: ctx.actor.loginSessionId, now: ctx.now });
  if (!actor) throw new UnauthenticatedError();
  return toMe(actor);
}
