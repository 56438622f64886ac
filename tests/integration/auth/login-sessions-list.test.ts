import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as endOne } from '@/app/api/auth/sessions/[loginSessionId]/route';
import { DELETE as endOthers, GET as listSessions } from '@/app/api/auth/sessions/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import type { Database } from '@/db/client';
import { loginSessions } from '@/db/schema';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';
import { createLoginSession } from '@/server/auth/create-login-session';
import { sha256 } from '@/server/auth/tokens';
import { callRoute } from '../../support/api';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

// ASVS 4.0.3 3.3.4: people see their active logins (devices) and end any or all of them.

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const CLEARED = 'portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0';

/** A further login of the same person, as a second device would hold after signing in. */
async function anotherLogin(person: TestPerson, usedAt = new Date()) {
  const { token } = await createLoginSession({ db, platformUid: person.platformUid, now: usedAt });
  const [row] = await db
    .select()
    .from(loginSessions)
    .where(eq(loginSessions.tokenHash, sha256(token)));
  return { cookie: `${LOGIN_SESSION_COOKIE}=${token}`, loginSessionId: row.id };
}

async function currentLoginId(person: TestPerson) {
  const answer = await callRoute('GET', listSessions, { path: '/api/auth/sessions', cookie: person.cookie });
  return answer.body.items.find((item: { isCurrent: boolean }) => item.isCurrent).loginSessionId as number;
}

const list = (cookie?: string, query: Record<string, string> = {}) =>
  callRoute('GET', listSessions, { path: '/api/auth/sessions', cookie, query });
const end = (cookie: string | undefined, loginSessionId: string) =>
  callRoute('DELETE', endOne, { path: `/api/auth/sessions/${loginSessionId}`, params: { loginSessionId }, cookie });
const me = (cookie: string) => callRoute('GET', getMe, { path: '/api/auth/me', cookie });

describe('GET /api/auth/sessions', () => {
  it.each(['student', 'admin', 'company_user', 'external_user'] as const)(
    'lists the live logins of a %s, the current one marked',
    async (role) => {
      const person = await createPerson(db, role);
      const earlier = await anotherLogin(person, new Date(Date.now() - 60 * 60 * 1000));

      const answer = await list(person.cookie);

      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ totalItem: 2, itemCount: 2, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
      const [first, second] = answer.body.items;
      expect(first).toEqual({
        loginSessionId: expect.any(Number),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
        isCurrent: true,
      });
      expect(second).toMatchObject({ loginSessionId: earlier.loginSessionId, isCurrent: false });
      expect(Date.parse(second.lastUsedAt)).toBeLessThan(Date.parse(first.lastUsedAt));
    },
  );

  it('puts the current login first when two were last used at the same moment', async () => {
    const person = await createPerson(db, 'student');
    const other = await anotherLogin(person);
    const [current] = await db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.platformUid, person.platformUid))
      .orderBy(loginSessions.id)
      .limit(1);
    const sameMoment = new Date();
    await db.update(loginSessions).set({ lastUsedAt: sameMoment }).where(eq(loginSessions.platformUid, person.platformUid));

    const answer = await list(person.cookie);
    expect(answer.body.items.map((item: { loginSessionId: number }) => item.loginSessionId)).toEqual([current.id, other.loginSessionId]);
  });

  it('does not list an expired login nor another account’s logins', async () => {
    const person = await createPerson(db, 'student');
    const expired = await anotherLogin(person);
    await db
      .update(loginSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginSessions.id, expired.loginSessionId));
    await createPerson(db, 'student');

    const answer = await list(person.cookie);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0].isCurrent).toBe(true);
  });

  it('pages the list', async () => {
    const person = await createPerson(db, 'company_user');
    await anotherLogin(person, new Date(Date.now() - 1000));
    await anotherLogin(person, new Date(Date.now() - 2000));

    const answer = await list(person.cookie, { page: '2', limit: '2' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 3, itemCount: 1, itemsPerPage: 2, totalPage: 2, currentPage: 2 });
  });

  it('shows an admin acting as someone the admin’s own logins, not that person’s', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    const assumed = await callRoute('POST', assumeStudent, {
      path: '/api/admin/auth/assume-identity/student',
      cookie: admin.cookie,
      body: { studentId: student.studentId },
    });
    expect(assumed.status).toBe(200);

    const answer = await list(admin.cookie);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0].isCurrent).toBe(true);
    const [adminLogin] = await db.select().from(loginSessions).where(eq(loginSessions.platformUid, admin.platformUid));
    expect(answer.body.items[0].loginSessionId).toBe(adminLogin.id);
  });

  it.each<Record<string, string>>([{ page: '0' }, { page: 'x' }, { limit: '101' }, { limit: '0' }])(
    'answers 400 for a bad page or limit (%o)',
    async (query) => {
      const person = await createPerson(db, 'student');
      const answer = await list(person.cookie, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^query\.(page|limit): /);
    },
  );
});

describe('DELETE /api/auth/sessions/{loginSessionId}', () => {
  it('ends another login of the same person: its cookie answers 401, the current one keeps working', async () => {
    const person = await createPerson(db, 'student');
    const other = await anotherLogin(person);

    const answer = await end(person.cookie, String(other.loginSessionId));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Login session ended' });
    expect(answer.setCookies).toEqual([]);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(person.cookie)).status).toBe(200);
  });

  it('ending the current login logs out and clears its cookie', async () => {
    const person = await createPerson(db, 'admin');
    const other = await anotherLogin(person);
    const currentId = await currentLoginId(person);

    const answer = await end(person.cookie, String(currentId));

    expect(answer.status).toBe(200);
    expect(answer.setCookies).toContain(CLEARED);
    expect((await me(person.cookie)).status).toBe(401);
    expect((await me(other.cookie)).status).toBe(200);
  });

  it('answers 404 for another account’s login and for an unknown id, and ends nothing', async () => {
    const person = await createPerson(db, 'student');
    const stranger = await createPerson(db, 'student');
    const strangerLoginId = await currentLoginId(stranger);

    const foreign = await end(person.cookie, String(strangerLoginId));
    const unknown = await end(person.cookie, '999999999');

    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Login session not found' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Login session not found' });
    expect((await me(stranger.cookie)).status).toBe(200);
  });

  it.each(['abc', '1.5', '-1', '12a'])('answers 400 for a non-digit id (%s)', async (loginSessionId) => {
    const person = await createPerson(db, 'student');
    const answer = await end(person.cookie, loginSessionId);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'params.loginSessionId: Expected a number' });
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('ends every other login of the account and keeps the current one only', async () => {
    const person = await createPerson(db, 'company_user');
    const others = [await anotherLogin(person), await anotherLogin(person)];
    const stranger = await createPerson(db, 'company_user');

    const answer = await callRoute('DELETE', endOthers, { path: '/api/auth/sessions', cookie: person.cookie });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Other login sessions ended', endedCount: 2 });
    expect(answer.setCookies).toEqual([]);
    for (const other of others) expect((await me(other.cookie)).status).toBe(401);
    expect((await me(person.cookie)).status).toBe(200);
    expect((await me(stranger.cookie)).status).toBe(200);
    expect((await list(person.cookie)).body.items).toEqual([expect.objectContaining({ isCurrent: true })]);
  });

  it('answers endedCount 0 when there is no other login', async () => {
    const person = await createPerson(db, 'external_user');
    const answer = await callRoute('DELETE', endOthers, { path: '/api/auth/sessions', cookie: person.cookie });
    expect(answer.body).toEqual({ message: 'Other login sessions ended', endedCount: 0 });
  });
});
