import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';
import type { Actor } from '@/server/context';
import { resolveActor } from './resolve-actor';

/** The actor of a login this request already holds, re-read after its identity changed. */
export async function resolveActorByLoginSessionId({
  db,
  loginSessionId,
  now = new Date(),
}: {
  db: Executor;
  loginSessionId: number;
  now?: Date;
}): Promise<Actor | null> {
  return resolveActor(db, eq(loginSessions.id, loginSessionId), now);
}
