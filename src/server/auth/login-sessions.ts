import { and, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts, loginSessions } from '@/db/schema';
import { env } from '@/env';
import { InvalidCookieError } from '@/server/errors';
import type { Actor } from '@/server/context';
import { identityColumns, identityFromRow, identityJoins, resolveIdentity, resolveStudentIdentity, type Identity } from './identity';
import { createRandomToken, RANDOM_TOKEN_PATTERN, sha256 } from './tokens';

export async function createLoginSession(db: Executor, platformUid: string, now = new Date()): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = createRandomToken();
  const maxAgeSeconds = env().LOGIN_SESSION_DAYS * 24 * 60 * 60;
  // Expired rows of anyone are swept here rather than by a timer, so no instance needs a scheduler.
  await db.delete(loginSessions).where(lt(loginSessions.expiresAt, now));
  await db.insert(loginSessions).values({
    tokenHash: sha256(token),
    platformUid,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
    lastUsedAt: now,
  });
  return { token, maxAgeSeconds };
}

export async function deleteLoginSession(db: Executor, loginSessionId: number): Promise<void> {
  await db.delete(loginSessions).where(eq(loginSessions.id, loginSessionId));
}

/**
 * Ends every login of these people at once. An admin acting as one of them keeps the login: acting as a
 * disabled person resolves to the admin again (docs/decisions.md, "Assume identity").
 */
export async function endLoginSessionsOf(db: Executor, platformUids: string[]): Promise<void> {
  const uids = platformUids.filter(Boolean);
  if (uids.length === 0) return;
  await db.delete(loginSessions).where(inArray(loginSessions.platformUid, uids));
}

export async function endAssumedSessionsOfStudents(db: Executor, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db.delete(loginSessions).where(inArray(loginSessions.assumedStudentId, studentIds));
}

/**
 * The actor behind a login-session cookie. A cookie that is not one of ours by its shape answers
 * 409 'Invalid cookie' (the client reloads); an unknown, expired or disabled one is simply no login.
 */
export async function resolveActorFromToken(db: Executor, token: string, now = new Date()): Promise<Actor | null> {
  if (!RANDOM_TOKEN_PATTERN.test(token)) throw new InvalidCookieError();
  return resolveActor(db, eq(loginSessions.tokenHash, sha256(token)), now);
}

/** The actor of a login this request already holds, re-read after its identity changed. */
export async function resolveActorByLoginSessionId(db: Executor, loginSessionId: number, now = new Date()): Promise<Actor | null> {
  return resolveActor(db, eq(loginSessions.id, loginSessionId), now);
}

/** A login's last use is written only when older than this, so a busy login costs no write per request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

async function resolveActor(db: Executor, which: SQL, now: Date): Promise<Actor | null> {
  // Live: within its lifetime and used within LOGIN_IDLE_HOURS. The last use is recorded at the nearest
  // TOUCH_AFTER_MS, so a login may end up to that much before its idle limit strictly says.
  const isLive = and(which, gt(loginSessions.expiresAt, now), gt(loginSessions.lastUsedAt, new Date(now.getTime() - env().LOGIN_IDLE_HOURS * 60 * 60 * 1000)));
  // One round trip: the data-modifying WITH runs whether or not the select reads it, and writes only a stale login.
  const touched = db
    .$with('touched')
    .as(
      db
        .update(loginSessions)
        .set({ lastUsedAt: now })
        .where(and(isLive, lt(loginSessions.lastUsedAt, new Date(now.getTime() - TOUCH_AFTER_MS))))
        .returning({ id: loginSessions.id }),
    );
  // The login and who its account is right now in the same statement: a disabled account or a removed role is
  // seen on the very next request, on whichever instance it lands.
  const [row] = await identityJoins(
    db.with(touched).select({ loginSession: loginSessions, ...identityColumns }).from(loginSessions).leftJoin(accounts, eq(accounts.platformUid, loginSessions.platformUid)),
  )
    .where(isLive)
    .limit(1);
  if (!row) return null;
  const { loginSession } = row;

  const signedIn = identityFromRow(row, loginSession.platformUid);
  if (!signedIn || signedIn.status !== 'active') {
    await deleteLoginSession(db, loginSession.id);
    return null;
  }

  if (!loginSession.assumedRole || signedIn.role !== 'admin') return toActor(signedIn, loginSession.id, signedIn);

  const assumed: Identity | null = loginSession.assumedStudentId
    ? await resolveStudentIdentity(db, loginSession.assumedStudentId)
    : await resolveIdentity(db, loginSession.assumedPlatformUid ?? '');
  if (!assumed || assumed.status !== 'active') {
    // The assumed account was disabled or removed: fall back to the admin rather than sign out.
    await db.update(loginSessions).set({ assumedRole: null, assumedPlatformUid: null, assumedStudentId: null }).where(eq(loginSessions.id, loginSession.id));
    return toActor(signedIn, loginSession.id, signedIn);
  }
  return toActor(assumed, loginSession.id, signedIn);
}

function toActor(identity: Extract<Identity, { status: 'active' }>, loginSessionId: number, signedIn: Extract<Identity, { status: 'active' }>): Actor {
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
