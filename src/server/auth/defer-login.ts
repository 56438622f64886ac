import { eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';
import type { Actor } from '@/server/context';
import { liveLoginSql, loginClockAt, type LoginClock, type LoginRow } from './live-login';
import { actorOfLoginRow } from './resolve-actor';
import { RANDOM_TOKEN_PATTERN, sha256 } from './tokens';

/**
 * A signed-in request whose verb reads the login in its own first statement (route option `readsLoginItself`):
 * one round trip instead of two on the deadline hour's most frequent reads (docs/performance.md). The verb starts
 * its statement with `liveLoginByTokenHash` (a prepared statement, run with `deferredLoginValues`) or
 * `liveLoginByTokenHashSql` (a raw one), and hands the login's columns it
 * read to `settle` before it looks at anything else the statement read.
 */
export type DeferredLogin = {
  tokenHash: string;
  clock: LoginClock<Date>;
  /** The actor of the login row the statement read (none: no live login), as the route accepts it: throws 401 or 403. */
  settle: (row: LoginRow | undefined) => Promise<Actor>;
};

/**
 * The login behind a cookie's token, left for the verb to read. Null for a token not of our shape: the route then
 * reads the login first, as usual, and answers it 409 'Invalid cookie'.
 */
export function deferLogin({
  db,
  token,
  now,
  accept,
}: {
  db: Database;
  token: string;
  now: Date;
  /** The route's check of who is asking (null: nobody signed in), returning the actor it lets through. */
  accept: (actor: Actor | null) => Actor;
}): DeferredLogin | null {
  if (!RANDOM_TOKEN_PATTERN.test(token)) return null;
  return {
    tokenHash: sha256(token),
    clock: loginClockAt(now),
    settle: async (row) => accept(await actorOfLoginRow({ db, row })),
  };
}

/** The values of `liveLoginByTokenHash`'s placeholders. */
export function deferredLoginValues(login: DeferredLogin) {
  return { tokenHash: login.tokenHash, ...login.clock };
}

/** `touched` and `login` of the deferred login, to begin a raw statement: `with ${liveLoginByTokenHashSql(…)}, …`. */
export function liveLoginByTokenHashSql({ db, deferredLogin }: { db: Executor; deferredLogin: DeferredLogin }): SQL {
  return liveLoginSql(db, eq(loginSessions.tokenHash, deferredLogin.tokenHash), deferredLogin.clock);
}
