import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { perDatabase } from '@/db/per-database';
import { loginSessions } from '@/db/schema';
import type { Actor } from '@/server/context';
import { deleteLoginSession } from './delete-login-session';
import { identityFromRow, type Identity } from './identity';
import { liveLogin, loginClockAt, loginClockPlaceholders, loginFields, type LoginClock, type LoginRow } from './live-login';
import { resolveIdentity } from './resolve-identity';
import { resolveStudentIdentity } from './resolve-student-identity';

/** The live login `which` selects, with who its account is right now (`liveLogin`): one statement. */
function loginQuery(db: Executor, which: SQL, clock: LoginClock<Date | Placeholder>) {
  const { touched, login } = liveLogin(db, which, clock);
  return db.with(touched, login).select(loginFields(login)).from(login);
}

/**
 * The login behind a cookie's token hash, as a named prepared statement built once per database handle: every
 * signed-in request runs it, and building and planning its six joins anew each time cost more than running it.
 */
const byTokenHash = perDatabase((db) =>
  loginQuery(db, eq(loginSessions.tokenHash, sql.placeholder('tokenHash')), loginClockPlaceholders).prepare('login_by_token_hash'),
);

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
  const [row] = await byTokenHash(db).execute({ tokenHash, ...loginClockAt(now) });
  return actorOfLoginRow({ db, row });
}

/**
 * The actor of the one live login `which` selects. Positional, unlike the verbs: it runs on every signed-in
 * request, and its callers (the two resolve verbs) have already unpacked their named arguments.
 */
export async function resolveActor(db: Executor, which: SQL, now: Date): Promise<Actor | null> {
  const [row] = await loginQuery(db, which, loginClockAt(now));
  return actorOfLoginRow({ db, row });
}

/**
 * The actor of a live login's row (none: no live login). A login whose account is disabled or gone is ended; an
 * admin acting as someone else acts as them while they are active, else falls back to the admin.
 */
export async function actorOfLoginRow({ db, row }: { db: Executor; row: LoginRow | undefined }): Promise<Actor | null> {
  if (!row) return null;

  const signedIn = identityFromRow(row, row.loginPlatformUid);
  if (!signedIn || signedIn.status !== 'active') {
    await deleteLoginSession({ db, loginSessionId: row.loginSessionId });
    return null;
  }

  if (!row.assumedRole || signedIn.role !== 'admin') return toActor(signedIn, row.loginSessionId, signedIn);

  const assumed: Identity | null = row.assumedStudentId
    ? await resolveStudentIdentity({ db, studentId: row.assumedStudentId })
    : await resolveIdentity({ db, platformUid: row.assumedPlatformUid ?? '' });
  if (!assumed || assumed.status !== 'active') {
    // The assumed account was disabled or removed: fall back to the admin rather than sign out.
    await db
      .update(loginSessions)
      .set({ assumedRole: null, assumedPlatformUid: null, assumedStudentId: null })
      .where(eq(loginSessions.id, row.loginSessionId));
    return toActor(signedIn, row.loginSessionId, signedIn);
  }
  return toActor(assumed, row.loginSessionId, signedIn);
}

function toActor(
  identity: Extract<Identity, { status: 'active' }>,
  loginSessionId: number,
  signedIn: Extract<Identity, { status: 'active' }>,
): Actor {
  const isAssumed = identity !== signedIn;
  const base = {
    platformUid: identity.platformUid,
    displayName: identity.displayName,
    signedInPlatformUid: signedIn.platformUid,
    assumedBy: isAssumed ? { platformUid: signedIn.platformUid, displayName: signedIn.displayName } : undefined,
    loginSessionId,
  };
  if (identity.role === 'student') return { ...base, role: identity.role, studentId: identity.studentId };
  if (identity.role === 'company_user') return { ...base, role: identity.role, companyId: identity.companyId };
  return { ...base, role: identity.role };
}
