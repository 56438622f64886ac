import { and, eq, gt, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { accounts, loginSessions } from '@/db/schema';
import { env } from '@/env';
import type { Actor } from '@/server/context';
import { deleteLoginSession } from './delete-login-session';
import { identityColumns, identityFromRow, identityJoins, type Identity } from './identity';
import { resolveIdentity } from './resolve-identity';
import { resolveStudentIdentity } from './resolve-student-identity';

/** A login's last use is written only when older than this, so a busy login costs no write per request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

/** The login's clock: values, or the placeholders of the prepared statement that takes them at each run. */
type LoginClock<T> = { now: T; idleSince: T; touchBefore: T };

/**
 * The login `which` selects if it is live, with who its account is right now, touching its last use when stale:
 * one statement. Live: within its lifetime and used within LOGIN_IDLE_HOURS. The last use is recorded at the
 * nearest TOUCH_AFTER_MS, so a login may end up to that much before its idle limit strictly says.
 */
function loginQuery(db: Executor, which: SQL, clock: LoginClock<Date | Placeholder>) {
  const isLive = and(which, gt(loginSessions.expiresAt, clock.now), gt(loginSessions.lastUsedAt, clock.idleSince));
  // The data-modifying WITH runs whether or not the select reads it, and writes only a stale login.
  const touched = db.$with('touched').as(
    db
      .update(loginSessions)
      .set({ lastUsedAt: sql`${clock.now}` })
      .where(and(isLive, lt(loginSessions.lastUsedAt, clock.touchBefore)))
      .returning({ id: loginSessions.id }),
  );
  // The login and who its account is right now in the same statement: a disabled account or a removed role is
  // seen on the very next request, on whichever instance it lands.
  return identityJoins(
    db
      .with(touched)
      .select({ loginSession: loginSessions, ...identityColumns })
      .from(loginSessions)
      .leftJoin(accounts, eq(accounts.platformUid, loginSessions.platformUid)),
  )
    .where(isLive)
    .limit(1);
}

type LoginRow = Awaited<ReturnType<typeof loginQuery>>[number];

function clockAt(now: Date): LoginClock<Date> {
  return {
    now,
    idleSince: new Date(now.getTime() - env().LOGIN_IDLE_HOURS * 60 * 60 * 1000),
    touchBefore: new Date(now.getTime() - TOUCH_AFTER_MS),
  };
}

/**
 * The login behind a cookie's token hash, as a named prepared statement built once per database handle: every
 * signed-in request runs it, and building and planning its six joins anew each time cost more than running it.
 */
const byTokenHash = new WeakMap<Database, ReturnType<typeof prepareByTokenHash>>();

function prepareByTokenHash(db: Database) {
  const clock = { now: sql.placeholder('now'), idleSince: sql.placeholder('idleSince'), touchBefore: sql.placeholder('touchBefore') };
  return loginQuery(db, eq(loginSessions.tokenHash, sql.placeholder('tokenHash')), clock).prepare('login_by_token_hash');
}

/** The actor of the live login whose token hashes to `tokenHash`. */
export async function resolveActorByTokenHash({
  db,
  tokenHash,
  now,
}: {
  db: Database;
  tokenHash: string;
  now: Date;
}): Promise<Actor | null> {
  let statement = byTokenHash.get(db);
  if (!statement) {
    statement = prepareByTokenHash(db);
    byTokenHash.set(db, statement);
  }
  const [row] = (await statement.execute({ tokenHash, ...clockAt(now) })) as LoginRow[];
  return actorOfLogin(db, row);
}

/**
 * The actor of the one live login `which` selects. Positional, unlike the verbs: it runs on every signed-in
 * request, and its callers (the two resolve verbs) have already unpacked their named arguments.
 */
export async function resolveActor(db: Executor, which: SQL, now: Date): Promise<Actor | null> {
  const [row] = await loginQuery(db, which, clockAt(now));
  return actorOfLogin(db, row);
}

async function actorOfLogin(db: Executor, row: LoginRow | undefined): Promise<Actor | null> {
  if (!row) return null;
  const { loginSession } = row;

  const signedIn = identityFromRow(row, loginSession.platformUid);
  if (!signedIn || signedIn.status !== 'active') {
    await deleteLoginSession({ db, loginSessionId: loginSession.id });
    return null;
  }

  if (!loginSession.assumedRole || signedIn.role !== 'admin') return toActor(signedIn, loginSession.id, signedIn);

  const assumed: Identity | null = loginSession.assumedStudentId
    ? await resolveStudentIdentity({ db, studentId: loginSession.assumedStudentId })
    : await resolveIdentity({ db, platformUid: loginSession.assumedPlatformUid ?? '' });
  if (!assumed || assumed.status !== 'active') {
    // The assumed account was disabled or removed: fall back to the admin rather than sign out.
    await db
      .update(loginSessions)
      .set({ assumedRole: null, assumedPlatformUid: null, assumedStudentId: null })
      .where(eq(loginSessions.id, loginSession.id));
    return toActor(signedIn, loginSession.id, signedIn);
  }
  return toActor(assumed, loginSession.id, signedIn);
}

function toActor(
  identity: Extract<Identity, { status: 'active' }>,
  loginSessionId: number,
  signedIn: Extract<Identity, { status: 'active' }>,
): Actor {
  const isAssumed = identity !== signedIn;
  return {
    role: identity.role,
    platformUid: identity.platformUid,
    displayName: identity.displayName,
    studentId: identity.studentId,
    companyId: identity.companyId,
    signedInPlatformUid: signedIn.platformUid,
    assumedBy: isAssumed ? { platformUid: signedIn.platformUid, displayName: signedIn.displayName } : undefined,
    loginSessionId,
  };
}
