import type { Database } from '@/db/client';
import type { Role } from '@/lib/roles';
import type { Actor, ActorOf } from '@/server/context';
import { loginClockAt, type LoginClock, type LoginRow } from './live-login';
import { actorOfLoginRow } from './resolve-actor';
import { RANDOM_TOKEN_PATTERN, sha256 } from './tokens';

/**
 * A signed-in request whose verb reads the login in its own first statement (route option `readsLoginItself`):
 * one round trip instead of two on the deadline hour's most frequent reads (docs/performance.md). The verb starts
 * its prepared statement with `liveLoginByTokenHash` (a query builder's) or `liveLoginByTokenHashSql` (a raw one),
 * runs it with `deferredLoginValues`, and hands the login's columns it read to `settle` before it looks at anything
 * else the statement read.
 */
export type DeferredLogin<R extends Role = Role> = {
  tokenHash: string;
  clock: LoginClock<Date>;
  /** The actor of the login row the statement read (none: no live login), as the route accepts it: one of its roles, or 401 / 403. */
  settle: (row: LoginRow | undefined) => Promise<ActorOf<R>>;
};

/**
 * The login behind a cookie's token, left for the verb to read. Null for a token not of our shape: the route then
 * reads the login first, as usual, and answers it 409 'Invalid cookie'.
 */
export function deferLogin<R extends Role>({
  db,
  token,
  now,
  accept,
}: {
  db: Database;
  token: string;
  now: Date;
  /** The route's check of who is asking (null: nobody signed in), returning the actor it lets through. */
  accept: (actor: Actor | null) => ActorOf<R>;
}): DeferredLogin<R> | null {
  if (!RANDOM_TOKEN_PATTERN.test(token)) return null;
  return {
    tokenHash: sha256(token),
    clock: loginClockAt(now),
    settle: async (row) => accept(await actorOfLoginRow({ db, row })),
  };
}

/** The values of the placeholders of `liveLoginByTokenHash` and `liveLoginByTokenHashSql`. */
export function deferredLoginValues(login: DeferredLogin) {
  return { tokenHash: login.tokenHash, ...login.clock };
}
