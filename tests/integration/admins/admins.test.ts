import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as disableAdmin } from '@/app/api/admin/admins/[platformUid]/disable/route';
import { POST as enableAdmin } from '@/app/api/admin/admins/[platformUid]/enable/route';
import { GET as listAdmins, POST as addAdmin } from '@/app/api/admin/admins/route';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import type { Database } from '@/db/client';
import { accounts, admins, auditLogs, loginSessions } from '@/db/schema';
import { createLoginSession } from '@/server/auth/create-login-session';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const NOT_ADMINS = ['student', 'company_user', 'external_user'] as const;

function callMe(cookie: string) {
  return callRoute('GET', getMe, { path: '/api/auth/me', cookie });
}

function callDisable(platformUid: string, cookie?: string) {
  return callRoute('POST', disableAdmin, { path: `/api/admin/admins/${platformUid}/disable`, params: { platformUid }, cookie });
}

function callEnable(platformUid: string, cookie?: string) {
  return callRoute('POST', enableAdmin, { path: `/api/admin/admins/${platformUid}/enable`, params: { platformUid }, cookie });
}

async function adminCount() {
  const [{ total }] = await db.select({ total: count() }).from(admins);
  return total;
}

async function auditRows(action: string, entityId: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId)));
}

describe('GET /api/admin/admins', () => {
  it('answers the admins with the list meta (defaults: page 1, 20 per page)', async () => {
    const answer = await callRoute('GET', listAdmins, { path: '/api/admin/admins', cookie: people.admin.cookie });
    const total = await adminCount();

    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({
      totalItem: total,
      itemCount: Math.min(total, 20),
      itemsPerPage: 20,
      totalPage: Math.ceil(total / 20),
      currentPage: 1,
    });
    expect(answer.body.items).toContainEqual({
      platformUid: people.admin.platformUid,
      username: people.admin.username,
      email: `${people.admin.username}@example.com`,
      displayName: expect.any(String),
      isActive: true,
      createdAt: expect.any(String),
    });
    // Nobody who is not an admin is listed.
    const uids = answer.body.items.map((item: { platformUid: string }) => item.platformUid);
    expect(uids).not.toContain(people.student.platformUid);
  });

  it('pages through the admins in creation order', async () => {
    await Promise.all([createPerson(db, 'admin'), createPerson(db, 'admin'), createPerson(db, 'admin')]);
    const total = await adminCount();
    const page = (number: number) =>
      callRoute('GET', listAdmins, { path: '/api/admin/admins', query: { page: String(number), limit: '2' }, cookie: people.admin.cookie });

    const first = await page(1);
    const second = await page(2);

    expect(second.status).toBe(200);
    expect(second.body.meta).toEqual({ totalItem: total, itemCount: 2, itemsPerPage: 2, totalPage: Math.ceil(total / 2), currentPage: 2 });
    const firstUids = first.body.items.map((item: { platformUid: string }) => item.platformUid);
    const secondUids = second.body.items.map((item: { platformUid: string }) => item.platformUid);
    expect(firstUids).toHaveLength(2);
    expect(secondUids.some((uid: string) => firstUids.includes(uid))).toBe(false);

    const beyond = await page(Math.ceil(total / 2) + 1);
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.meta.itemCount).toBe(0);
  });

  // The bounds are checked in the Thai an admin reads, the number format in SPEC §5's English.
  it.each([
    [{ limit: '101' }, 'query.limit: ต้องไม่เกิน 100', IN_THAI],
    [{ limit: '0' }, 'query.limit: ต้องไม่น้อยกว่า 1', IN_THAI],
    [{ page: '0' }, 'query.page: ต้องไม่น้อยกว่า 1', IN_THAI],
    [{ page: 'abc' }, 'query.page: Expected a number', undefined],
    [{ limit: '-5' }, 'query.limit: Expected a number', undefined],
  ])('answers 400 for the query %j', async (query, message, headers) => {
    const answer = await callRoute('GET', listAdmins, { path: '/api/admin/admins', query, cookie: people.admin.cookie, headers });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});

describe('POST /api/admin/admins', () => {
  it('makes a new platform uid an admin: 201, an account named after the uid, and an audit row', async () => {
    const platformUid = `new-admin-${Date.now()}`;
    const answer = await callRoute('POST', addAdmin, { path: '/api/admin/admins', body: { platformUid }, cookie: people.admin.cookie });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ platformUid, isActive: true });
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, platformUid));
    expect(account).toMatchObject({ platformUid, displayName: platformUid, passwordHash: null });
    expect(await db.select().from(admins).where(eq(admins.platformUid, platformUid))).toHaveLength(1);
    const [audit] = await auditRows('admin.add', platformUid);
    expect(audit).toMatchObject({ actorPlatformUid: people.admin.platformUid, actingRole: 'admin', entityType: 'admin' });
  });

  it('uses the display name given for a new account', async () => {
    const platformUid = `named-admin-${Date.now()}`;
    const answer = await callRoute('POST', addAdmin, {
      path: '/api/admin/admins',
      body: { platformUid, displayName: 'สมหญิง ผู้ดูแล' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(201);
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, platformUid));
    expect(account.displayName).toBe('สมหญิง ผู้ดูแล');
  });

  it('turns an existing account into an admin, keeping its account, and its login now acts as an admin', async () => {
    const external = await createPerson(db, 'external_user');
    const answer = await callRoute('POST', addAdmin, {
      path: '/api/admin/admins',
      body: { platformUid: external.platformUid, displayName: 'ignored' },
      cookie: people.admin.cookie,
    });

    expect(answer.status).toBe(201);
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, external.platformUid));
    expect(account.username).toBe(external.username);
    expect(account.displayName).not.toBe('ignored');
    expect((await callMe(external.cookie)).body.role).toBe('admin');
  });

  it('answers 409 for someone who is already an admin', async () => {
    const answer = await callRoute('POST', addAdmin, {
      path: '/api/admin/admins',
      body: { platformUid: people.admin.platformUid },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'This user is already an admin' });
  });

  it('answers 409 for a disabled admin too (enable is the way back)', async () => {
    const disabled = await createPerson(db, 'admin', { isActive: false });
    const answer = await callRoute('POST', addAdmin, {
      path: '/api/admin/admins',
      body: { platformUid: disabled.platformUid },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(409);
  });

  it('answers 400 for a missing, empty or non-text platformUid and for a body that is not JSON', async () => {
    const post = (options: { body?: unknown; rawBody?: string }) =>
      callRoute('POST', addAdmin, { path: '/api/admin/admins', cookie: people.admin.cookie, ...options });

    const missing = await post({ body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.platformUid: Required');
    expect(missing.body.issues).toEqual([expect.objectContaining({ path: ['platformUid'] })]);

    const wrongType = await post({ body: { platformUid: 7 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.platformUid: Expected string, received number');

    const blank = await post({ body: { platformUid: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('body.platformUid');

    const notJson = await post({ rawBody: '{' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each(NOT_ADMINS)('answers 403 to a %s and adds nobody', async (role) => {
    const platformUid = `refused-${role}`;
    const answer = await callRoute('POST', addAdmin, { path: '/api/admin/admins', body: { platformUid }, cookie: people[role].cookie });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Forbidden' });
    expect(await db.select().from(admins).where(eq(admins.platformUid, platformUid))).toEqual([]);
  });
});

describe('POST /api/admin/admins/{platformUid}/disable', () => {
  it('disables the admin and ends every login of theirs at once', async () => {
    const other = await createPerson(db, 'admin');
    await createLoginSession({ db, platformUid: other.platformUid });
    expect((await callMe(other.cookie)).status).toBe(200);

    const answer = await callDisable(other.platformUid, people.admin.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ platformUid: other.platformUid, isActive: false });
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, other.platformUid))).toEqual([]);
    const me = await callMe(other.cookie);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthenticated' });
    const [audit] = await auditRows('admin.disable', other.platformUid);
    expect(audit).toMatchObject({ actorPlatformUid: people.admin.platformUid, entityType: 'admin' });
  });

  it('ends the login of an admin who is acting as a student', async () => {
    const other = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    const assumed = await callRoute('POST', assumeStudent, {
      path: '/api/admin/auth/assume-identity/student',
      body: { studentId: student.studentId },
      cookie: other.cookie,
    });
    expect(assumed.body.role).toBe('student');

    expect((await callDisable(other.platformUid, people.admin.cookie)).status).toBe(200);
    expect((await callMe(other.cookie)).status).toBe(401);
  });

  it('answers 400 when an admin tries to disable themselves', async () => {
    const admin = await createPerson(db, 'admin');
    const answer = await callDisable(admin.platformUid, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'You cannot disable your own admin account' });
    expect((await callMe(admin.cookie)).body.role).toBe('admin');
  });

  it('answers 404 for a uid that is not an admin', async () => {
    const unknown = await callDisable('no-such-admin', people.admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Admin not found' });

    const student = await callDisable(people.student.platformUid, people.admin.cookie);
    expect(student.status).toBe(404);
    expect((await callMe(people.student.cookie)).status).toBe(200);
  });

  it('answers 400 for an empty or over-long uid', async () => {
    const empty = await callDisable('', people.admin.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('params.platformUid');
    const long = await callDisable('x'.repeat(201), people.admin.cookie);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('params.platformUid');
  });

  it.each(NOT_ADMINS)('answers 403 to a %s and leaves the admin active', async (role) => {
    const target = await createPerson(db, 'admin');
    const answer = await callDisable(target.platformUid, people[role].cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Forbidden' });
    expect((await callMe(target.cookie)).body.role).toBe('admin');
  });
});

describe('POST /api/admin/admins/{platformUid}/enable', () => {
  it('enables a disabled admin, who can sign in again (their old logins stay ended)', async () => {
    const other = await createPerson(db, 'admin');
    await callDisable(other.platformUid, people.admin.cookie);

    const answer = await callEnable(other.platformUid, people.admin.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ platformUid: other.platformUid, isActive: true });
    expect((await callMe(other.cookie)).status).toBe(401);
    const { token } = await createLoginSession({ db, platformUid: other.platformUid });
    expect((await callMe(`portal_session=${token}`)).body.role).toBe('admin');
    expect(await auditRows('admin.enable', other.platformUid)).toHaveLength(1);
  });

  it('answers 200 for an admin who is already enabled', async () => {
    const other = await createPerson(db, 'admin');
    const answer = await callEnable(other.platformUid, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.isActive).toBe(true);
    expect((await callMe(other.cookie)).status).toBe(200);
  });

  it('answers 404 for a uid that is not an admin', async () => {
    const answer = await callEnable('no-such-admin', people.admin.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Admin not found' });
  });

  it('answers 400 for an empty uid', async () => {
    const answer = await callEnable('', people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('params.platformUid');
  });

  it.each(NOT_ADMINS)('answers 403 to a %s and leaves the admin disabled', async (role) => {
    const target = await createPerson(db, 'admin', { isActive: false });
    const answer = await callEnable(target.platformUid, people[role].cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Forbidden' });
    const [row] = await db.select().from(admins).where(eq(admins.platformUid, target.platformUid));
    expect(row.isActive).toBe(false);
  });
});
