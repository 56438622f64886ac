import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as disableUsers } from '@/app/api/admin/companies/[companyId]/users/disable/route';
import { POST as enableUsers } from '@/app/api/admin/companies/[companyId]/users/enable/route';
import { POST as disableCompanies } from '@/app/api/admin/companies/disable/route';
import { POST as enableCompanies } from '@/app/api/admin/companies/enable/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, companyUsers, loginSessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createPeopleOfEveryRole, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

async function seedCompanies(count: number) {
  const marker = `บริษัทกลุ่ม${Math.random().toString(36).slice(2, 8)}`;
  const rows = [];
  for (let index = 0; index < count; index += 1)
    rows.push(await createCompany(db, { companyNameTh: `${marker} ${index}`, companyNameEn: `Group ${marker} ${index}` }));
  return { marker, ids: rows.map((row) => row.companyId).sort((a, b) => a - b) };
}

const companyActive = async (ids: number[]) =>
  (await db.select({ isActive: companies.isActive }).from(companies).where(inArray(companies.companyId, ids))).map((row) => row.isActive);
const userActive = async (uids: string[]) =>
  (await db.select({ isActive: companyUsers.isActive }).from(companyUsers).where(inArray(companyUsers.platformUid, uids))).map(
    (row) => row.isActive,
  );

describe('POST /api/admin/companies/disable|enable', () => {
  const disable = (body: unknown, cookie = people.admin.cookie) =>
    callRoute('POST', disableCompanies, { path: '/api/admin/companies/disable', body, cookie });
  const enable = (body: unknown, cookie = people.admin.cookie) =>
    callRoute('POST', enableCompanies, { path: '/api/admin/companies/enable', body, cookie });

  it("disables the chosen companies, ends their users' logins, audits each, and enables them back", async () => {
    const { ids } = await seedCompanies(2);
    const user = await createPerson(db, 'company_user', { companyId: ids[0] });
    const answer = await disable({ ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2, ids });
    expect(await companyActive(ids)).toEqual([false, false]);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, user.platformUid))).toHaveLength(0);
    expect(
      (await db.select().from(auditLogs).where(eq(auditLogs.action, 'company.disable'))).filter((row) =>
        ids.map(String).includes(row.entityId!),
      ),
    ).toHaveLength(2);
    expect((await enable({ ids })).body).toEqual({ count: 2, ids });
    expect(await companyActive(ids)).toEqual([true, true]);
  });

  it('is all or nothing: an unknown company is a 404 naming it and nothing changes', async () => {
    const { ids } = await seedCompanies(2);
    const answer = await disable({ ids: [...ids, 999_999_999] });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('999999999');
    expect(await companyActive(ids)).toEqual([true, true]);
  });

  it('allMatching applies the list filter across pages', async () => {
    const { marker, ids } = await seedCompanies(23);
    const answer = await disable({ allMatching: { search: marker, limit: '10', page: '2' } });
    expect(answer.body).toEqual({ count: 23, ids });
    expect(new Set(await companyActive(ids))).toEqual(new Set([false]));
    expect((await enable({ allMatching: { search: marker, isActive: 'false' } })).body.count).toBe(23);
  });

  it('answers 400 for a bad body', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['a'] }, { allMatching: { isActive: 'maybe' } }])
      expect((await disable(body)).status).toBe(400);
  });
});

describe('POST /api/admin/companies/{companyId}/users/disable|enable', () => {
  const disable = (companyId: number, body: unknown, cookie = people.admin.cookie) =>
    callRoute('POST', disableUsers, {
      path: `/api/admin/companies/${companyId}/users/disable`,
      params: { companyId: String(companyId) },
      body,
      cookie,
    });
  const enable = (companyId: number, body: unknown, cookie = people.admin.cookie) =>
    callRoute('POST', enableUsers, {
      path: `/api/admin/companies/${companyId}/users/enable`,
      params: { companyId: String(companyId) },
      body,
      cookie,
    });

  it('disables the chosen users and ends their logins, then enables them; allMatching is every user of the company', async () => {
    const company = await createCompany(db);
    const users = await Promise.all([1, 2, 3].map(() => createPerson(db, 'company_user', { companyId: company.companyId })));
    const uids = users.map((user) => user.platformUid).sort();
    const answer = await disable(company.companyId, { ids: uids.slice(0, 2) });
    expect(answer.body).toEqual({ count: 2, ids: uids.slice(0, 2) });
    expect(
      await db
        .select()
        .from(loginSessions)
        .where(inArray(loginSessions.platformUid, uids.slice(0, 2))),
    ).toHaveLength(0);
    expect((await db.select().from(auditLogs).where(inArray(auditLogs.entityId, uids))).map((row) => row.action)).toEqual([
      'company_user.disable',
      'company_user.disable',
    ]);
    const all = await enable(company.companyId, { allMatching: {} });
    expect(all.body).toEqual({ count: 3, ids: uids });
    expect(await userActive(uids)).toEqual([true, true, true]);
  });

  it('a user of another company is a 404 and nothing changes; an unknown company is a 404', async () => {
    const company = await createCompany(db);
    const own = await createPerson(db, 'company_user', { companyId: company.companyId });
    const stranger = await createPerson(db, 'company_user');
    const answer = await disable(company.companyId, { ids: [own.platformUid, stranger.platformUid] });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain(stranger.platformUid);
    expect(await userActive([own.platformUid, stranger.platformUid])).toEqual([true, true]);
    expect((await disable(999_999_999, { allMatching: {} })).status).toBe(404);
  });

  it('answers 400 for a bad body', async () => {
    const company = await createCompany(db);
    for (const body of [{}, { ids: [] }, { ids: [1] }, { users: ['x'] }]) expect((await disable(company.companyId, body)).status).toBe(400);
  });
});
