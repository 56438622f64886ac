import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as disableStudents } from '@/app/api/admin/students/disable/route';
import { POST as enableStudents } from '@/app/api/admin/students/enable/route';
import { GET as listStudents } from '@/app/api/admin/students/route';
import type { Database } from '@/db/client';
import { auditLogs, loginSessions, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

let sequence = 0;
/** Students whose Thai first name carries a marker nobody else has, so a search selects exactly them. */
async function seedStudents(count: number, isActive = true) {
  const marker = `กลุ่ม${Math.random().toString(36).slice(2, 8)}`;
  const ids = Array.from(
    { length: count },
    () =>
      `68${String(++sequence).padStart(4, '0')}${Math.floor(Math.random() * 1e4)
        .toString()
        .padStart(4, '0')}`,
  );
  await db.insert(students).values(
    ids.map((studentId) => ({
      studentId,
      firstNameTh: marker,
      lastNameTh: 'ทดสอบ',
      admissionYear: 2567,
      profileToken: `t-${studentId}`,
      isActive,
    })),
  );
  return { marker, ids: ids.sort() };
}

const activeOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await db.select({ studentId: students.studentId, isActive: students.isActive }).from(students).where(inArray(students.studentId, ids))
    ).map((row) => [row.studentId, row.isActive]),
  );

const disable = (body: unknown, cookie = people.admin.cookie) =>
  callRoute('POST', disableStudents, { path: '/api/admin/students/disable', body, cookie });
const enable = (body: unknown, cookie = people.admin.cookie) =>
  callRoute('POST', enableStudents, { path: '/api/admin/students/enable', body, cookie });

describe('POST /api/admin/students/disable|enable', () => {
  it('disables the chosen students, audits each, ends their logins, and enables them back', async () => {
    const person = await createPerson(db, 'student');
    const { ids } = await seedStudents(2);
    const chosen = [...ids, person.studentId!];
    const answer = await disable({ ids: [...chosen, ids[0]] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 3, ids: [...chosen].sort() });
    expect(Object.values(await activeOf(chosen))).toEqual([false, false, false]);
    const audits = await db.select().from(auditLogs).where(inArray(auditLogs.entityId, chosen));
    expect(audits.filter((row) => row.action === 'student.disable')).toHaveLength(3);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, person.platformUid))).toHaveLength(0);

    const back = await enable({ ids: chosen });
    expect(back.body).toEqual({ count: 3, ids: [...chosen].sort() });
    expect(Object.values(await activeOf(chosen))).toEqual([true, true, true]);
  });

  it('is all or nothing: one unknown id is a 404 naming it and no student changes', async () => {
    const { ids } = await seedStudents(3);
    const answer = await disable({ ids: [...ids, '0000000000'] });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('0000000000');
    expect(answer.body.id).toBe('0000000000');
    expect(Object.values(await activeOf(ids))).toEqual([true, true, true]);
    expect(await db.select().from(auditLogs).where(inArray(auditLogs.entityId, ids))).toHaveLength(0);
  });

  it('allMatching applies the list filter to every page, not only the one on screen', async () => {
    const { marker, ids } = await seedStudents(25);
    const other = await seedStudents(1);
    const page = await callRoute('GET', listStudents, {
      path: '/api/admin/students',
      query: { search: marker, limit: '10', page: '3' },
      cookie: people.admin.cookie,
    });
    expect(page.body.meta.totalItem).toBe(25);
    const answer = await disable({ allMatching: { search: marker, page: '3', limit: '10' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 25, ids });
    expect(new Set(Object.values(await activeOf(ids)))).toEqual(new Set([false]));
    expect(Object.values(await activeOf(other.ids))).toEqual([true]);

    const inactiveOnly = await enable({ allMatching: { search: marker, status: 'inactive' } });
    expect(inactiveOnly.body.count).toBe(25);
  });

  it('answers 400 for a bad body', async () => {
    for (const body of [
      undefined,
      {},
      { ids: [] },
      { ids: 'x' },
      { ids: ['1'], allMatching: {} },
      { allMatching: { status: 'sleeping' } },
      { ids: Array.from({ length: 1001 }, (_, i) => String(i)) },
    ]) {
      expect((await disable(body)).status, JSON.stringify(body)?.slice(0, 60)).toBe(400);
    }
  });

  it('a refused disable or enable changes nothing', async () => {
    const { ids } = await seedStudents(1);
    for (const role of ['student', 'company_user', 'external_user'] as const) {
      expect((await disable({ ids }, people[role].cookie)).status).toBe(403);
      expect((await enable({ ids }, people[role].cookie)).status).toBe(403);
    }
    expect(Object.values(await activeOf(ids))).toEqual([true]);
  });
});
