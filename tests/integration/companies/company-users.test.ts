import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as disableCompany } from '@/app/api/admin/companies/[companyId]/disable/route';
import { POST as enableCompany } from '@/app/api/admin/companies/[companyId]/enable/route';
import { POST as disableUser } from '@/app/api/admin/companies/[companyId]/users/[platformUid]/disable/route';
import { POST as enableUser } from '@/app/api/admin/companies/[companyId]/users/[platformUid]/enable/route';
import { PUT as putPassword } from '@/app/api/admin/companies/[companyId]/users/[platformUid]/password/route';
import { GET as listUsers, POST as createUser } from '@/app/api/admin/companies/[companyId]/users/route';
import { POST as assumeCompanyUser } from '@/app/api/admin/auth/assume-identity/company-user/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import type { Database } from '@/db/client';
import { accounts, auditLogs, companies, companyUsers, loginSessions } from '@/db/schema';
import { verifyPassword } from '@/server/auth/passwords';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { TEST_PASSWORD, createCompany, createPeopleOfEveryRole, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

const unique = () => Math.random().toString(36).slice(2, 10);
let addressCounter = 0;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

type Cookie = string | null;
const asCookie = (cookie: Cookie) => cookie ?? undefined;

function usersOf(companyId: string | number, query: Record<string, string> = {}, cookie: Cookie = people.admin.cookie) {
  return callRoute('GET', listUsers, {
    path: `/api/admin/companies/${companyId}/users`,
    params: { companyId: String(companyId) },
    query,
    cookie: asCookie(cookie),
  });
}

function addUser(companyId: string | number, body: unknown, cookie: Cookie = people.admin.cookie) {
  return callRoute('POST', createUser, {
    path: `/api/admin/companies/${companyId}/users`,
    params: { companyId: String(companyId) },
    body,
    cookie: asCookie(cookie),
  });
}

function userAction(
  handler: RouteHandler,
  action: string,
  companyId: string | number,
  platformUid: string,
  cookie: Cookie = people.admin.cookie,
  body?: unknown,
) {
  return callRoute(action === 'password' ? 'PUT' : 'POST', handler, {
    path: `/api/admin/companies/${companyId}/users/${platformUid}/${action}`,
    params: { companyId: String(companyId), platformUid },
    cookie: asCookie(cookie),
    body,
  });
}

function companyAction(handler: RouteHandler, action: string, companyId: string | number, cookie: Cookie = people.admin.cookie) {
  return callRoute('POST', handler, {
    path: `/api/admin/companies/${companyId}/${action}`,
    params: { companyId: String(companyId) },
    cookie: asCookie(cookie),
  });
}

function me(cookie: string) {
  return callRoute('GET', getMe, { path: '/api/auth/me', cookie });
}

function signInAs(username: string, password = TEST_PASSWORD) {
  return callRoute('POST', signIn, {
    path: '/api/auth/signin',
    body: { username, password },
    headers: { 'x-forwarded-for': `198.51.100.${(addressCounter += 1)}` },
  });
}

const newUser = () => ({ username: `hr-${unique()}`, password: 'long-enough-1', email: `hr-${unique()}@example.co.th` });

describe('GET /api/admin/companies/{companyId}/users', () => {
  it("answers the company's users only, in the order they were added, paged", async () => {
    const company = await createCompany(db);
    const first = await createPerson(db, 'company_user', { companyId: company.companyId });
    const second = await createPerson(db, 'company_user', { companyId: company.companyId, isActive: false });
    await createPerson(db, 'company_user');

    const answer = await usersOf(company.companyId);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 2, itemCount: 2, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.items).toEqual(
      expect.arrayContaining([
        { platformUid: first.platformUid, username: first.username, email: `${first.username}@example.com`, isActive: true },
        { platformUid: second.platformUid, username: second.username, email: `${second.username}@example.com`, isActive: false },
      ]),
    );
    const paged = await usersOf(company.companyId, { limit: '1', page: '2' });
    expect(paged.body.meta).toMatchObject({ totalItem: 2, itemCount: 1, totalPage: 2, currentPage: 2 });
  });

  it('answers 404 for an unknown company and 400 for a bad limit', async () => {
    const company = await createCompany(db);
    expect((await usersOf(999999)).status).toBe(404);
    expect((await usersOf(company.companyId, { limit: '101' })).status).toBe(400);
  });
});

describe('POST /api/admin/companies/{companyId}/users', () => {
  it('creates an account that signs in as a user of the company, and audits it', async () => {
    const company = await createCompany(db);
    const body = { ...newUser(), username: `  HR-Upper-${unique()} ` };
    const answer = await addUser(company.companyId, body);

    expect(answer.status).toBe(201);
    const username = body.username.trim().toLowerCase();
    expect(answer.body).toEqual({
      platformUid: expect.stringMatching(/^company-user-[0-9a-f-]{36}$/),
      username,
      email: body.email,
      isActive: true,
    });
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, answer.body.platformUid));
    expect(account).toMatchObject({ username, email: body.email, displayName: username });
    expect(await verifyPassword(body.password, account.passwordHash!)).toBe(true);
    const [link] = await db.select().from(companyUsers).where(eq(companyUsers.platformUid, answer.body.platformUid));
    expect(link).toMatchObject({ companyId: company.companyId, isActive: true });
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company_user.create'), eq(auditLogs.entityId, answer.body.platformUid)));
    expect(audits).toHaveLength(1);

    const signedIn = await signInAs(username, body.password);
    expect(signedIn.status).toBe(200);
  });

  it('answers 409 when anyone already has the username', async () => {
    const company = await createCompany(db);
    const answer = await addUser(company.companyId, { ...newUser(), username: people.student.username });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This username is already taken');
  });

  it('answers 400 for a short password, a bad email or username, and a missing field', async () => {
    const company = await createCompany(db);
    const shortPassword = await addUser(company.companyId, { ...newUser(), password: '1234567' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('body.password: Password must be at least 8 characters');
    expect((await addUser(company.companyId, { ...newUser(), email: 'not-an-email' })).status).toBe(400);
    expect((await addUser(company.companyId, { ...newUser(), username: 'a b' })).status).toBe(400);
    const missing = await addUser(company.companyId, { username: `x-${unique()}`, password: 'long-enough-1' });
    expect(missing.body.message).toBe('body.email: Required');
  });

  it('answers 404 for an unknown company', async () => {
    expect((await addUser(999999, newUser())).status).toBe(404);
  });
});

describe('PUT /api/admin/companies/{companyId}/users/{platformUid}/password', () => {
  it("sets the password and ends the user's logins", async () => {
    const user = await createPerson(db, 'company_user');
    const answer = await userAction(putPassword, 'password', user.companyId!, user.platformUid, people.admin.cookie, {
      password: 'brand-new-password',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password updated' });
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, user.platformUid));
    expect(await verifyPassword('brand-new-password', account.passwordHash!)).toBe(true);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await signInAs(user.username, 'brand-new-password')).status).toBe(200);
  });

  it('answers 404 for a user of another company or an unknown one, and 400 for a short password', async () => {
    const user = await createPerson(db, 'company_user');
    const other = await createCompany(db);
    expect(
      (
        await userAction(putPassword, 'password', other.companyId, user.platformUid, people.admin.cookie, {
          password: 'brand-new-password',
        })
      ).status,
    ).toBe(404);
    expect(
      (await userAction(putPassword, 'password', user.companyId!, 'nobody', people.admin.cookie, { password: 'brand-new-password' }))
        .status,
    ).toBe(404);
    expect(
      (await userAction(putPassword, 'password', 999999, user.platformUid, people.admin.cookie, { password: 'brand-new-password' })).status,
    ).toBe(404);
    expect(
      (await userAction(putPassword, 'password', user.companyId!, user.platformUid, people.admin.cookie, { password: 'short' })).status,
    ).toBe(400);
    expect((await userAction(putPassword, 'password', user.companyId!, user.platformUid, people.admin.cookie, {})).status).toBe(400);
  });
});

describe('POST /api/admin/companies/{companyId}/users/{platformUid}/disable and /enable', () => {
  it("disabling ends the user's logins and sign-in; enabling gives sign-in back", async () => {
    const user = await createPerson(db, 'company_user');
    expect((await me(user.cookie)).status).toBe(200);

    const disabled = await userAction(disableUser, 'disable', user.companyId!, user.platformUid);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ platformUid: user.platformUid, username: user.username, isActive: false });
    expect((await me(user.cookie)).status).toBe(401);
    const refused = await signInAs(user.username);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This account is disabled');

    const enabled = await userAction(enableUser, 'enable', user.companyId!, user.platformUid);
    expect(enabled.status).toBe(200);
    expect(enabled.body.isActive).toBe(true);
    expect((await signInAs(user.username)).status).toBe(200);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.entityId, user.platformUid));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['company_user.disable', 'company_user.enable']));
  });

  it('answers 404 for a user of another company or an unknown one, changing nothing', async () => {
    const user = await createPerson(db, 'company_user');
    const other = await createCompany(db);
    for (const [handler, action] of [
      [disableUser, 'disable'],
      [enableUser, 'enable'],
    ] as const) {
      expect((await userAction(handler, action, other.companyId, user.platformUid)).status).toBe(404);
      expect((await userAction(handler, action, user.companyId!, 'nobody')).status).toBe(404);
    }
    const [link] = await db.select().from(companyUsers).where(eq(companyUsers.platformUid, user.platformUid));
    expect(link.isActive).toBe(true);
  });
});

describe('POST /api/admin/companies/{companyId}/disable and /enable', () => {
  it("a disabled company's users lose their logins and cannot sign in; an admin acting as them is an admin again", async () => {
    const company = await createCompany(db);
    const user = await createPerson(db, 'company_user', { companyId: company.companyId });
    const admin = await createPerson(db, 'admin');
    const assumed = await callRoute('POST', assumeCompanyUser, {
      path: '/api/admin/auth/assume-identity/company-user',
      body: { companyId: company.companyId, platformUid: user.platformUid },
      cookie: admin.cookie,
    });
    expect(assumed.status).toBe(200);
    expect((await me(admin.cookie)).body.role).toBe('company_user');

    const answer = await companyAction(disableCompany, 'disable', company.companyId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ companyId: company.companyId, isActive: false, companyUserCount: 1 });
    expect((await me(user.cookie)).status).toBe(401);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, user.platformUid))).toHaveLength(0);
    const signedIn = await signInAs(user.username);
    expect(signedIn.status).toBe(401);
    expect(signedIn.body.message).toBe('This account is disabled');
    // The admin acting as that user is not signed out: the login resolves to the admin again, so nobody keeps acting for the company.
    const adminMe = await me(admin.cookie);
    expect(adminMe.status).toBe(200);
    expect(adminMe.body.role).toBe('admin');

    const enabled = await companyAction(enableCompany, 'enable', company.companyId);
    expect(enabled.status).toBe(200);
    expect(enabled.body.isActive).toBe(true);
    expect((await signInAs(user.username)).status).toBe(200);
    const [stored] = await db.select().from(companies).where(eq(companies.companyId, company.companyId));
    expect(stored.isActive).toBe(true);
  });

  it('answers 404 for an unknown company', async () => {
    for (const [handler, action] of [
      [disableCompany, 'disable'],
      [enableCompany, 'enable'],
    ] as const) {
      expect((await companyAction(handler, action, 999999)).status).toBe(404);
    }
  });
});
