import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as devLogin } from '@/app/api/auth/devlogin/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import type { Database } from '@/db/client';
import { accounts, admins, rateLimits } from '@/db/schema';
import { callRoute, cookieFrom } from '../../support/api';
import { createPerson, setEnvironment, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const SECRET = 'dev-secret-for-tests';

let db: Database;
const demo = {} as Record<'admin' | 'student' | 'company_user', TestPerson>;

/** The demo accounts of the seed are found by username: admin, student, company. */
async function createDemoAccount(role: 'admin' | 'student' | 'company_user', username: string) {
  const person = await createPerson(db, role);
  await db.update(accounts).set({ username }).where(eq(accounts.platformUid, person.platformUid));
  return person;
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  demo.admin = await createDemoAccount('admin', 'admin');
  demo.student = await createDemoAccount('student', 'student');
  demo.company_user = await createDemoAccount('company_user', 'company');
});

let restoreEnvironment: () => void;
beforeEach(() => {
  restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: SECRET });
});
afterEach(() => restoreEnvironment());

function callDevLogin(query: Record<string, string>, headers: Record<string, string> = {}) {
  return callRoute('GET', devLogin, { path: '/api/auth/devlogin', query, headers });
}

describe('GET /api/auth/devlogin', () => {
  it('signs in as the demo admin with the right secret: 200 Me and a login-session cookie', async () => {
    const answer = await callDevLogin({ role: 'admin', secret: SECRET });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'admin', displayName: expect.stringContaining('ทดสอบ admin') });
    const header = answer.setCookies.find((cookie) => cookie.startsWith('portal_session='));
    expect(header).toMatch(/^portal_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);

    const me = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: cookieFrom(answer.setCookies, 'portal_session') });
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('admin');
  });

  it('signs in as the demo student and the demo company user', async () => {
    const student = await callDevLogin({ role: 'student', secret: SECRET });
    expect(student.status).toBe(200);
    expect(student.body).toMatchObject({ role: 'student', studentId: demo.student.studentId });

    const companyUser = await callDevLogin({ role: 'company_user', secret: SECRET });
    expect(companyUser.status).toBe(200);
    expect(companyUser.body).toMatchObject({ role: 'company_user', companyId: demo.company_user.companyId });
  });

  it('answers 404 when DEV_LOGIN_SECRET is unset, even with a plausible secret', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: undefined });

    const answer = await callDevLogin({ role: 'admin', secret: SECRET });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found' });
    expect(answer.setCookies).toEqual([]);
  });

  it('answers 404 when DEV_LOGIN_SECRET is blank', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: '   ' });
    const answer = await callDevLogin({ role: 'admin', secret: '   ' });
    expect(answer.status).toBe(404);
  });

  // ARCHITECTURE.md: "it answers 404 when DEV_LOGIN_SECRET is unset"; the route header: "exists only when
  // DEV_LOGIN_SECRET is set". The query is validated before the handler looks at the variable, so an
  // unconfigured deployment answers 400 and lists the parameters it expects, revealing the endpoint.
  it('answers 404 when DEV_LOGIN_SECRET is unset, whatever the query', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: undefined });

    const answer = await callDevLogin({});
    expect(answer.status).toBe(404);
  });

  it('answers 401 for a wrong secret and sets no cookie', async () => {
    const answer = await callDevLogin({ role: 'admin', secret: 'not-the-secret' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Wrong secret' });
    expect(answer.setCookies).toEqual([]);
  });

  it('answers 401 for a secret that only starts like the right one', async () => {
    const answer = await callDevLogin({ role: 'admin', secret: SECRET.slice(0, -1) });
    expect(answer.status).toBe(401);
  });

  it('answers 400 for an unknown role, a missing role and a missing secret', async () => {
    const badRole = await callDevLogin({ role: 'superuser', secret: SECRET });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/^query\.role: /);

    const externalUser = await callDevLogin({ role: 'external_user', secret: SECRET });
    expect(externalUser.status).toBe(400);

    const missingRole = await callDevLogin({ secret: SECRET });
    expect(missingRole.status).toBe(400);
    expect(missingRole.body.message).toContain('query.role');

    const missingSecret = await callDevLogin({ role: 'admin' });
    expect(missingSecret.status).toBe(400);
    expect(missingSecret.body.message).toBe('Missing secret: send it in the x-dev-login-secret header');
  });

  it('takes the secret from the x-dev-login-secret header, which wins over the query', async () => {
    const answer = await callDevLogin({ role: 'admin' }, { 'x-dev-login-secret': SECRET });
    expect(answer.status).toBe(200);
    expect((await callDevLogin({ role: 'admin', secret: SECRET }, { 'x-dev-login-secret': 'not-the-secret' })).status).toBe(401);
  });

  it('answers 404 in production whatever DEV_LOGIN_SECRET says, with the secret in the header or the query', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: SECRET, NODE_ENV: 'production', ALLOW_DEV_LOGIN_IN_PRODUCTION: undefined });

    for (const answer of [
      await callDevLogin({ role: 'admin' }, { 'x-dev-login-secret': SECRET }),
      await callDevLogin({ role: 'admin', secret: SECRET }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.setCookies).toEqual([]);
    }
  });

  it('exists in production only with ALLOW_DEV_LOGIN_IN_PRODUCTION=true (the e2e server), and then only with the header', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: SECRET, NODE_ENV: 'production', ALLOW_DEV_LOGIN_IN_PRODUCTION: 'true' });

    expect((await callDevLogin({ role: 'admin' }, { 'x-dev-login-secret': SECRET })).status).toBe(200);
    const byQuery = await callDevLogin({ role: 'admin', secret: SECRET });
    expect(byQuery.status).toBe(400);
    expect(byQuery.setCookies).toEqual([]);
  });

  it('answers 404 when DEV_LOGIN_SECRET is shorter than 16 characters', async () => {
    restoreEnvironment();
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: 'short-secret' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await callDevLogin({ role: 'admin', secret: 'short-secret' })).status).toBe(404);
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 404 when the demo account of the role does not exist', async () => {
    await db.update(accounts).set({ username: 'student-renamed' }).where(eq(accounts.platformUid, demo.student.platformUid));
    try {
      const answer = await callDevLogin({ role: 'student', secret: SECRET });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'The demo account of this role does not exist; run npm run db:seed' });
    } finally {
      await db.update(accounts).set({ username: 'student' }).where(eq(accounts.platformUid, demo.student.platformUid));
    }
  });

  it('answers 401 when the demo account is disabled', async () => {
    await db.update(admins).set({ isActive: false }).where(eq(admins.platformUid, demo.admin.platformUid));
    try {
      const answer = await callDevLogin({ role: 'admin', secret: SECRET });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'This account is disabled' });
      expect(answer.setCookies).toEqual([]);
    } finally {
      await db.update(admins).set({ isActive: true }).where(eq(admins.platformUid, demo.admin.platformUid));
    }
  });

  it('answers 429 with Retry-After once one client address has made 100 calls in 15 minutes, right secret or not', async () => {
    // Addresses are told apart only when a trusted proxy wrote them.
    restoreEnvironment = setEnvironment({ DEV_LOGIN_SECRET: SECRET, TRUST_PROXY: 'true' });
    await db.insert(rateLimits).values({
      key: 'devlogin:address:203.0.113.50',
      windowStartedAt: new Date(),
      hits: 99,
      expiresAt: new Date(Date.now() + 15 * 60 * 1000),
    });
    expect((await callDevLogin({ role: 'admin', secret: 'not-the-secret' }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(401);

    const answer = await callDevLogin({ role: 'admin', secret: SECRET }, { 'x-forwarded-for': '203.0.113.50' });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: 'Too many attempts, please try again later' });
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.setCookies).toEqual([]);

    expect((await callDevLogin({ role: 'admin', secret: SECRET }, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
  });
});
