import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as logIn } from '@/app/api/auth/login/route';
import { POST as logOut } from '@/app/api/auth/logout/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import type { Database } from '@/db/client';
import { accounts, admins, auditLogs, companies, companyUsers, loginCodes, loginSessions, students } from '@/db/schema';
import { callRoute, cookieFrom } from '../../support/api';
import { TEST_PASSWORD, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const REFUSED_CODE = 'This sign-in code is invalid or has expired; please sign in again';
const WRONG_CREDENTIALS = 'Incorrect username or password';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Every sign-in of this file comes from its own client address, so the per-address limit never interferes (limits: signin-throttle.test.ts). */
let addressCounter = 0;
const freshAddress = () => `192.0.2.${(addressCounter += 1)}`;

function callSignIn(body: unknown, headers: Record<string, string> = {}) {
  return callRoute('POST', signIn, { path: '/api/auth/signin', body, headers: { 'x-forwarded-for': freshAddress(), ...headers } });
}

/** Signs in with the password and answers the code of the redirect and the login-flow cookie. */
async function startSignIn(person: Pick<TestPerson, 'username'>) {
  const answer = await callSignIn({ username: person.username, password: TEST_PASSWORD });
  expect(answer.status).toBe(200);
  const code = new URL(answer.body.redirectTo, 'http://localhost').searchParams.get('code')!;
  const flowCookie = cookieFrom(answer.setCookies, 'portal_login_flow')!;
  return { code, flowCookie };
}

function callLogIn(body: unknown, cookie?: string) {
  return callRoute('POST', logIn, { path: '/api/auth/login', body, cookie });
}

function callMe(cookie: string) {
  return callRoute('GET', getMe, { path: '/api/auth/me', cookie });
}

describe('POST /api/auth/signin', () => {
  it('answers where to complete the sign-in, with a single code, and sets the login-flow cookie', async () => {
    const student = await createPerson(db, 'student');
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ redirectTo: expect.stringMatching(/^\/\?code=[A-Za-z0-9_-]{43}$/) });
    const flowHeader = answer.setCookies.find((cookie) => cookie.startsWith('portal_login_flow='));
    expect(flowHeader).toMatch(/^portal_login_flow=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    const code = new URL(answer.body.redirectTo, 'http://localhost').searchParams.get('code')!;
    const [stored] = await db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.codeHash, sha256(code)));
    expect(stored).toMatchObject({ platformUid: student.platformUid, usedAt: null });
  });

  it('carries next, a portal path, to the completion screen; anything else is dropped (no open redirect)', async () => {
    const student = await createPerson(db, 'student');
    const deepLink = '/opening/12/session/3?tab=applicants';
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD, next: deepLink });
    expect(answer.status).toBe(200);
    const target = new URL(answer.body.redirectTo, 'http://localhost');
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('next')).toBe(deepLink);
    expect(target.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/api/auth/me', '/']) {
      const refused = await callSignIn({ username: student.username, password: TEST_PASSWORD, next });
      expect(refused.status).toBe(200);
      expect(refused.body.redirectTo).toMatch(/^\/\?code=[A-Za-z0-9_-]{43}$/);
    }
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD, next: 42 })).status).toBe(400);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const admin = await createPerson(db, 'admin');
    const answer = await callSignIn({ username: `  ${admin.username.toUpperCase()} `, password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.redirectTo).toMatch(/^\/\?code=/);
  });

  it('answers 401 with the same message for a wrong password and an unknown user, and sets no cookie', async () => {
    const student = await createPerson(db, 'student');
    const wrongPassword = await callSignIn({ username: student.username, password: 'not-the-password' });
    const unknownUser = await callSignIn({ username: 'nobody-at-all', password: TEST_PASSWORD });

    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: WRONG_CREDENTIALS });
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual({ message: WRONG_CREDENTIALS });
    expect(wrongPassword.setCookies).toEqual([]);
    expect(unknownUser.setCookies).toEqual([]);
  });

  it('answers 401 for an account that only signs in through the course platform (no password)', async () => {
    const person = await createPerson(db, 'external_user');
    await db.update(accounts).set({ passwordHash: null }).where(eq(accounts.platformUid, person.platformUid));
    const answer = await callSignIn({ username: person.username, password: TEST_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: WRONG_CREDENTIALS });
  });

  it('answers 401 for a disabled student', async () => {
    const student = await createPerson(db, 'student', { isActive: false });
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
  });

  it('answers 401 for a disabled company user', async () => {
    const companyUser = await createPerson(db, 'company_user', { isActive: false });
    const answer = await callSignIn({ username: companyUser.username, password: TEST_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
  });

  it('answers 401 for an active company user of a disabled company', async () => {
    const companyUser = await createPerson(db, 'company_user');
    await db.update(companies).set({ isActive: false }).where(eq(companies.companyId, companyUser.companyId!));
    const answer = await callSignIn({ username: companyUser.username, password: TEST_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
  });

  it('answers 401 for a disabled admin', async () => {
    const admin = await createPerson(db, 'admin', { isActive: false });
    const answer = await callSignIn({ username: admin.username, password: TEST_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
  });

  it('answers 400 for missing fields, wrong types and a body that is not JSON', async () => {
    const missing = await callSignIn({ username: 'someone' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.password: Required');

    const wrongType = await callSignIn({ username: 42, password: TEST_PASSWORD });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.username: Expected string, received number');

    const noBody = await callRoute('POST', signIn, { path: '/api/auth/signin' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('body: Required');

    const notJson = await callRoute('POST', signIn, { path: '/api/auth/signin', rawBody: '{"username": "a",' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('POST /api/auth/login (built-in sign-in)', () => {
  it('exchanges the code for a login session in the browser that signed in', async () => {
    const student = await createPerson(db, 'student');
    const { code, flowCookie } = await startSignIn(student);

    const answer = await callLogIn({ code }, flowCookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'student', displayName: expect.stringContaining('ทดสอบ student'), studentId: student.studentId });
    const sessionHeader = answer.setCookies.find((cookie) => cookie.startsWith('portal_session='));
    expect(sessionHeader).toMatch(/^portal_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(answer.setCookies).toContain('portal_login_flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');

    const me = await callMe(cookieFrom(answer.setCookies, 'portal_session')!);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'student', studentId: student.studentId });

    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.login'), eq(auditLogs.entityId, student.platformUid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorPlatformUid: student.platformUid, actingRole: 'student', assumedPlatformUid: null });
  });

  it.each(['admin', 'company_user', 'external_user'] as const)('signs in a %s with its role', async (role) => {
    const person = await createPerson(db, role);
    const { code, flowCookie } = await startSignIn(person);
    const answer = await callLogIn({ code }, flowCookie);
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe(role);
    if (role === 'company_user') expect(answer.body.companyId).toBe(person.companyId);
  });

  it('accepts a code only once', async () => {
    const student = await createPerson(db, 'student');
    const { code, flowCookie } = await startSignIn(student);

    expect((await callLogIn({ code }, flowCookie)).status).toBe(200);
    const second = await callLogIn({ code }, flowCookie);
    expect(second.status).toBe(401);
    expect(second.body).toEqual({ message: REFUSED_CODE });
    expect(cookieFrom(second.setCookies, 'portal_session')).toBeUndefined();
  });

  it('answers 401 without the login-flow cookie, and the code stays good for its own browser', async () => {
    const student = await createPerson(db, 'student');
    const { code, flowCookie } = await startSignIn(student);

    const withoutCookie = await callLogIn({ code });
    expect(withoutCookie.status).toBe(401);
    expect(withoutCookie.body).toEqual({ message: REFUSED_CODE });

    expect((await callLogIn({ code }, flowCookie)).status).toBe(200);
  });

  it("answers 401 with another browser's login-flow cookie", async () => {
    const victim = await createPerson(db, 'student');
    const attacker = await createPerson(db, 'student');
    const { code } = await startSignIn(victim);
    const { flowCookie: otherFlowCookie } = await startSignIn(attacker);

    const answer = await callLogIn({ code }, otherFlowCookie);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: REFUSED_CODE });
  });

  it('answers 401 for an expired code', async () => {
    const student = await createPerson(db, 'student');
    const { code, flowCookie } = await startSignIn(student);
    await db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.codeHash, sha256(code)));

    const answer = await callLogIn({ code }, flowCookie);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: REFUSED_CODE });
  });

  it('answers 401 for a code nobody issued', async () => {
    const answer = await callLogIn({ code: 'A'.repeat(43) }, `portal_login_flow=${'B'.repeat(43)}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: REFUSED_CODE });
  });

  it('answers 401 when the account was disabled between the sign-in and the code exchange', async () => {
    const student = await createPerson(db, 'student');
    const { code, flowCookie } = await startSignIn(student);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, student.studentId!));

    const answer = await callLogIn({ code }, flowCookie);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
    expect(cookieFrom(answer.setCookies, 'portal_session')).toBeUndefined();
  });

  it('answers 400 for a missing code, a code of the wrong type and a body that is not JSON', async () => {
    const missing = await callLogIn({}, `portal_login_flow=${'B'.repeat(43)}`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.code: Required');

    const wrongType = await callLogIn({ code: 12345 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.code: Expected string, received number');

    const notJson = await callRoute('POST', logIn, { path: '/api/auth/login', rawBody: 'code=abc' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this login session, clears the cookie, and the old cookie then answers 401', async () => {
    const student = await createPerson(db, 'student');
    const answer = await callRoute('POST', logOut, { path: '/api/auth/logout', cookie: student.cookie });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Logged out' });
    expect(answer.setCookies).toContain('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, student.platformUid))).toEqual([]);

    const me = await callMe(student.cookie);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthenticated' });
  });

  it('ends only the login it is called with', async () => {
    const admin = await createPerson(db, 'admin');
    const { code, flowCookie } = await startSignIn(admin);
    const secondLogin = cookieFrom((await callLogIn({ code }, flowCookie)).setCookies, 'portal_session')!;

    expect((await callRoute('POST', logOut, { path: '/api/auth/logout', cookie: admin.cookie })).status).toBe(200);
    expect((await callMe(admin.cookie)).status).toBe(401);
    expect((await callMe(secondLogin)).status).toBe(200);
  });

  it.each(['admin', 'company_user', 'external_user'] as const)('lets a %s log out', async (role) => {
    const person = await createPerson(db, role);
    expect((await callRoute('POST', logOut, { path: '/api/auth/logout', cookie: person.cookie })).status).toBe(200);
    expect((await callMe(person.cookie)).status).toBe(401);
  });

  it('answers 401 without a login', async () => {
    const answer = await callRoute('POST', logOut, { path: '/api/auth/logout' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated' });
  });
});

describe('a login session ends when its account is switched off', () => {
  it('answers 401 on the next request once the student is disabled', async () => {
    const student = await createPerson(db, 'student');
    expect((await callMe(student.cookie)).status).toBe(200);

    await db.update(students).set({ isActive: false }).where(eq(students.studentId, student.studentId!));

    const me = await callMe(student.cookie);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthenticated' });
    // The dead login is removed, so enabling the student again does not bring it back.
    await db.update(students).set({ isActive: true }).where(eq(students.studentId, student.studentId!));
    expect((await callMe(student.cookie)).status).toBe(401);
  });

  it('answers 401 once the company user is disabled', async () => {
    const companyUser = await createPerson(db, 'company_user');
    await db.update(companyUsers).set({ isActive: false }).where(eq(companyUsers.platformUid, companyUser.platformUid));
    expect((await callMe(companyUser.cookie)).status).toBe(401);
  });

  it("answers 401 once the company user's company is disabled", async () => {
    const companyUser = await createPerson(db, 'company_user');
    await db.update(companies).set({ isActive: false }).where(eq(companies.companyId, companyUser.companyId!));
    expect((await callMe(companyUser.cookie)).status).toBe(401);
  });

  it('answers 401 once the admin row is switched off directly', async () => {
    const admin = await createPerson(db, 'admin');
    await db.update(admins).set({ isActive: false }).where(eq(admins.platformUid, admin.platformUid));
    expect((await callMe(admin.cookie)).status).toBe(401);
  });

  it('answers 401 once the login session has expired', async () => {
    const student = await createPerson(db, 'student');
    await db
      .update(loginSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginSessions.platformUid, student.platformUid));
    expect((await callMe(student.cookie)).status).toBe(401);
  });
});
