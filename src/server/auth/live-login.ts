import { and, eq, gt, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  const isLive = and(which, gt(loginSessions.expiresAt, clock.now), gt(loginSessions.lastUsedAt, clock.idleSince));
  const touched = db.$with('touched').as(
    db
      .update(loginSessions)
      .set({ lastUsedAt: sql`${clock.now}` })
      .where(and(isLive, lt(loginSessions.lastUsedAt, clock.touchBefore)))
      .returning({ id: loginSessions.id }),
  );
  const login = db.$with('login').as(
    identityJoins(
      db
        .select({
          loginSessionId: sql<number>`${loginSessions.id}`.as('login_session_id'),
          loginPlatformUid: sql<string>`${loginSessions.platformUid}`.as('login_platform_uid'),
          assumedRole: sql<string | null>`${loginSessions.assumedRole}`.as('login_assumed_role'),
          assumedStudentId: sql<string | null>`${loginSessions.assumedStudentId}`.as('login_assumed_student_id'),
          assumedPlatformUid: sql<string | null>`${loginSessions.assumedPlatformUid}`.as('login_assumed_platform_uid'),
          platformUid: sql<string | null>`${accounts.platformUid}`.as('login_account_platform_uid'),
          displayName: sql<string | null>`${accounts.displayName}`.as('login_account_display_name'),
          adminActive: sql<boolean | null>`${admins.isActive}`.as('login_admin_active'),
          studentId: sql<string | null>`${students.studentId}`.as('login_student_id'),
          studentActive: sql<boolean | null>`${students.isActive}`.as('login_student_active'),
          companyId: sql<number | null>`${companyUsers.companyId}`.as('login_company_id'),
          companyUserActive: sql<boolean | null>`${companyUsers.isActive}`.as('login_company_user_active'),
          companyActive: sql<boolean | null>`${companies.isActive}`.as('login_company_active'),
        })
        .from(loginSessions)
        .leftJoin(accounts, eq(accounts.platformUid, loginSessions.platformUid)),
    )
      .where(isLive)
      .limit(1),
  );
  return { touched, login };
}

/** `liveLogin` of the cookie's token hash, with the placeholders `tokenHash`, `now`, `idleSince` and `touchBefore`. */
export function liveLoginByTokenHash(db: Executor) {
  return liveLogin(db, eq(loginSessions.tokenHash, sql.placeholder('tokenHash')), loginClockPlaceholders);
}

export type LiveLoginCte = ReturnType<typeof liveLogin>['login'];

/** The `login` columns of a select: spread them into a statement's fields. */
export function loginFields(login: LiveLoginCte) {
  return {
    loginSessionId: login.loginSessionId,
    loginPlatformUid: login.loginPlatformUid,
    assumedRole: login.assumedRole,
    assumedStudentId: login.assumedStudentId,
    assumedPlatformUid: login.assumedPlatformUid,
    platformUid: login.platformUid,
    displayName: login.displayName,
    adminActive: login.adminActive,
    studentId: login.studentId,
    studentActive: login.studentActive,
    companyId: login.companyId,
    companyUserActive: login.companyUserActive,
    companyActive: login.companyActive,
  };
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
