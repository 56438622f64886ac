import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putSetting } from '@/app/api/admin/settings/[key]/route';
import { GET as getSetting } from '@/app/api/settings/[key]/route';
import { GET as listSettings } from '@/app/api/settings/route';
import type { Database } from '@/db/client';
import { auditLogs, settings } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

const PORTAL_ROLES = ['admin', 'student', 'company_user'] as const;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  await db.insert(settings).values([
    { key: 'welcome.title', value: 'ยินดีต้อนรับสู่ระบบฝึกงาน' },
    { key: 'contactEmail', value: 'intern@example.ac.th' },
  ]);
});

let keyCounter = 0;
const freshKey = () => `test.key_${(keyCounter += 1)}-${Date.now()}`;

const callGet = (key: string, cookie?: string) => callRoute('GET', getSetting, { path: `/api/settings/${key}`, params: { key }, cookie });
const callPut = (key: string, body: unknown, cookie?: string) =>
  callRoute('PUT', putSetting, { path: `/api/admin/settings/${key}`, params: { key }, body, cookie });

describe('GET /api/settings', () => {
  it.each(PORTAL_ROLES)('answers every setting as a map of key to value to a %s', async (role) => {
    const answer = await callRoute('GET', listSettings, { path: '/api/settings', cookie: people[role].cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ 'welcome.title': 'ยินดีต้อนรับสู่ระบบฝึกงาน', contactEmail: 'intern@example.ac.th' });
    expect(Object.values(answer.body).every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('GET /api/settings/{key}', () => {
  it.each(PORTAL_ROLES)("answers one setting's value to a %s", async (role) => {
    const answer = await callGet('contactEmail', people[role].cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ value: 'intern@example.ac.th' });
  });

  it('answers 404 for an unknown key', async () => {
    const answer = await callGet('no.such.key', people.student.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Setting not found' });
  });

  it.each(['has space', '1starts-with-digit', 'semi;colon', 'k'.repeat(101)])('answers 400 for the key %j', async (key) => {
    const answer = await callGet(key, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('params.key: A key is a letter then letters, digits, _ . or -');
  });
});

describe('PUT /api/admin/settings/{key}', () => {
  it('creates a setting, then replaces its value', async () => {
    const key = freshKey();

    const created = await callPut(key, { value: 'first' }, people.admin.cookie);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ key, value: 'first' });
    expect((await callGet(key, people.student.cookie)).body).toEqual({ value: 'first' });

    const replaced = await callPut(key, { value: 'second' }, people.admin.cookie);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ key, value: 'second' });
    expect((await callGet(key, people.company_user.cookie)).body).toEqual({ value: 'second' });
    expect(await db.select().from(settings).where(eq(settings.key, key))).toHaveLength(1);
  });

  it('accepts an empty value', async () => {
    const key = freshKey();
    const answer = await callPut(key, { value: '' }, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect((await callGet(key, people.admin.cookie)).body).toEqual({ value: '' });
  });

  it('writes an audit row with the admin, the key and the value', async () => {
    const key = freshKey();
    await callPut(key, { value: 'audited' }, people.admin.cookie);

    const rows = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'setting.put'), eq(auditLogs.entityId, key)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorPlatformUid: people.admin.platformUid,
      actingRole: 'admin',
      entityType: 'setting',
      details: { value: 'audited' },
    });
  });

  it('answers 400 for a key with spaces and writes nothing', async () => {
    const answer = await callPut('bad key', { value: 'x' }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('params.key: A key is a letter then letters, digits, _ . or -');
    expect(await db.select().from(settings).where(eq(settings.key, 'bad key'))).toEqual([]);
  });

  it('answers 400 for a missing value, a value that is not text, an over-long value and a body that is not JSON', async () => {
    const key = freshKey();
    const missing = await callPut(key, {}, people.admin.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.value: Required');

    const wrongType = await callPut(key, { value: 42 }, people.admin.cookie);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.value: Expected string, received number');

    const tooLong = await callPut(key, { value: 'x'.repeat(10_001) }, people.admin.cookie);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('body.value');

    const notJson = await callRoute('PUT', putSetting, {
      path: `/api/admin/settings/${key}`,
      params: { key },
      rawBody: 'value=1',
      cookie: people.admin.cookie,
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });

    expect(await db.select().from(settings).where(eq(settings.key, key))).toEqual([]);
  });

  it.each(['student', 'company_user', 'external_user'] as const)('answers 403 to a %s and leaves the setting unchanged', async (role) => {
    const answer = await callPut('contactEmail', { value: 'hijacked@example.com' }, people[role].cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Forbidden' });
    expect((await callGet('contactEmail', people.admin.cookie)).body).toEqual({ value: 'intern@example.ac.th' });
  });
});
