import { and, eq, gt, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { accounts, admins, companies, companyUsers, loginSessions, students } from '@/db/schema';
import { env } from '@/env';
import { identityJoins } from './identity';

/** A login's last use is written only when older than this, so a busy login costs no write per request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

/** The login's clock: values, or the placeholders of a prepared statement that takes them at each run. */
export type LoginClock<T> = { now: T; idleSince: T; touchBefore: T };

export function loginClockAt(now: Date): LoginClock<Date> {
  return {
    now,
    idleSince: new Date(now.getTime() - env().LOGIN_IDLE_HOURS * 60 * 60 * 1000),
    touchBefore: new Date(now.getTime() - TOUCH_AFTER_MS),
  };
}

export const loginClockPlaceholders: LoginClock<Placeholder> = {
  now: sql.placeholder('now'),
  idleSince: sql.placeholder('idleSince'),
  touchBefore: sql.placeholder('touchBefore'),
};

/**
 * The login `which` selects if it is live, with who its account is right now, as two common table expressions any
 * statement can start with: `touched` writes the last use of a stale login (a data-modifying WITH runs whether or not
 * the select reads it), `login` is the live login's row. Live: within its lifetime and used within
 * LOGIN_IDLE_HOURS; the last use is recorded at the nearest TOUCH_AFTER_MS, so a login may end up to that much before
 * its idle limit strictly says. The login and who its account is come from the same statement, so a disabled
 * account or a removed role is seen on the very next request, on whichever instance it lands. Every column is
 * aliased `login_…`: the login's and the role tables' names collide (platform_uid, is_active), and a statement
 * that joins more tables to `login` names them unqualified.
 */
export function liveLogin(db: Executor, which: SQL, clock: LoginClock<Date | Placeholder>) {
  const { touched, login } = liveLoginQueries(db, which, clock);
  return { touched: db.$with('touched').as(touched), login: db.$with('login').as(login) };
}

/** The same two, for a raw statement: `with ${liveLoginSql(…)}, …`; read the login back with `loginColumnsSql` and `loginRowOf`. */
export function liveLoginSql(db: Executor, which: SQL, clock: LoginClock<Date | Placeholder>): SQL {
  const { touched, login } = liveLoginQueries(db, which, clock);
  // Drizzle writes an embedded query in parentheses already.
  return sql`touched as ${touched}, login as ${login}`;
}

/** Each column of `login` and its alias (`login_…`: unambiguous beside any table a statement joins to it). */
const LOGIN_COLUMNS = {
  loginSessionId: 'login_session_id',
  loginPlatformUid: 'login_platform_uid',
  assumedRole: 'login_assumed_role',
  assumedStudentId: 'login_assumed_student_id',
  assumedPlatformUid: 'login_assumed_platform_uid',
  platformUid: 'login_account_platform_uid',
  displayName: 'login_account_display_name',
  adminActive: 'login_admin_active',
  studentId: 'login_student_id',
  studentActive: 'login_student_active',
  companyId: 'login_company_id',
  companyUserActive: 'login_company_user_active',
  companyActive: 'login_company_active',
} as const satisfies Record<keyof LoginRow, `login_${string}`>;

function liveLoginQueries(db: Executor, which: SQL, clock: LoginClock<Date | Placeholder>) {
  const isLive = and(which, gt(loginSessions.expiresAt, clock.now), gt(loginSessions.lastUsedAt, clock.idleSince));
  const touched = db
    .update(loginSessions)
    .set({ lastUsedAt: sql`${clock.now}` })
    .where(and(isLive, lt(loginSessions.lastUsedAt, clock.touchBefore)))
    .returning({ id: loginSessions.id });
  const column = <T>(key: keyof LoginRow, source: AnyPgColumn) => sql<T>`${source}`.as(LOGIN_COLUMNS[key]);
  const login = identityJoins(
    db
      .select({
        loginSessionId: column<number>('loginSessionId', loginSessions.id),
        loginPlatformUid: column<string>('loginPlatformUid', loginSessions.platformUid),
        assumedRole: column<string | null>('assumedRole', loginSessions.assumedRole),
        assumedStudentId: column<string | null>('assumedStudentId', loginSessions.assumedStudentId),
        assumedPlatformUid: column<string | null>('assumedPlatformUid', loginSessions.assumedPlatformUid),
        platformUid: column<string | null>('platformUid', accounts.platformUid),
        displayName: column<string | null>('displayName', accounts.displayName),
        adminActive: column<boolean | null>('adminActive', admins.isActive),
        studentId: column<string | null>('studentId', students.studentId),
        studentActive: column<boolean | null>('studentActive', students.isActive),
        companyId: column<number | null>('companyId', companyUsers.companyId),
        companyUserActive: column<boolean | null>('companyUserActive', companyUsers.isActive),
        companyActive: column<boolean | null>('companyActive', companies.isActive),
      })
      .from(loginSessions)
      .leftJoin(accounts, eq(accounts.platformUid, loginSessions.platformUid)),
  )
    .where(isLive)
    .limit(1);
  return { touched, login };
}

/** The `login` columns, for a raw statement's select list. */
export const loginColumnsSql = sql.raw(Object.values(LOGIN_COLUMNS).join(', '));

/** A live login's row from a raw statement that selected `loginColumnsSql` (none: the statement found no live login). */
export function loginRowOf(row: Record<string, unknown> | undefined): LoginRow | undefined {
  if (!row || row[LOGIN_COLUMNS.loginSessionId] == null) return undefined;
  return Object.fromEntries(Object.entries(LOGIN_COLUMNS).map(([key, alias]) => [key, row[alias]])) as LoginRow;
}

/**
 * True for the `login` row exactly when `identityFromRow` makes it an active student: an account that is not an
 * active admin, with an active student row. A statement that writes before `settle` writes only under it, so
 * what it wrote is always what the login's own student may write.
 */
export const isActiveStudentLogin = sql.raw(
  `(${LOGIN_COLUMNS.platformUid} is not null and ${LOGIN_COLUMNS.displayName} is not null and ${LOGIN_COLUMNS.adminActive} is not true` +
    ` and ${LOGIN_COLUMNS.studentId} is not null and ${LOGIN_COLUMNS.studentActive})`,
);

/** `liveLogin` of the cookie's token hash, with the placeholders `tokenHash`, `now`, `idleSince` and `touchBefore`. */
export function liveLoginByTokenHash(db: Executor) {
  return liveLogin(db, eq(loginSessions.tokenHash, sql.placeholder('tokenHash')), loginClockPlaceholders);
}

/** `liveLoginSql` of the cookie's token hash, with the same placeholders as `liveLoginByTokenHash`. */
export function liveLoginByTokenHashSql(db: Executor): SQL {
  return liveLoginSql(db, eq(loginSessions.tokenHash, sql.placeholder('tokenHash')), loginClockPlaceholders);
}

export type LiveLoginCte = ReturnType<typeof liveLogin>['login'];

/** The `login` columns of a select: spread them into a statement's fields. */
export function loginFields(login: LiveLoginCte): Pick<LiveLoginCte, keyof LoginRow> {
  return Object.fromEntries(Object.keys(LOGIN_COLUMNS).map((key) => [key, login[key as keyof LoginRow]])) as Pick<
    LiveLoginCte,
    keyof LoginRow
  >;
}

/** A live login's row as a statement read it (`loginFields`). */
export type LoginRow = {
  loginSessionId: number;
  loginPlatformUid: string;
  assumedRole: string | null;
  assumedStudentId: string | null;
  assumedPlatformUid: string | null;
  platformUid: string | null;
  displayName: string | null;
  adminActive: boolean | null;
  studentId: string | null;
  studentActive: boolean | null;
  companyId: number | null;
  companyUserActive: boolean | null;
  companyActive: boolean | null;
};
