import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteProgram } from '@/app/api/admin/programs/[id]/route';
import { POST as hideProgram } from '@/app/api/admin/programs/[id]/hide/route';
import { POST as showProgram } from '@/app/api/admin/programs/[id]/show/route';
import { POST as postProgram } from '@/app/api/admin/programs/route';
import { DELETE as deleteUniversity } from '@/app/api/admin/universities/[id]/route';
import { GET as listPrograms } from '@/app/api/common/programs/route';
import { GET as getMe } from '@/app/api/student/me/route';
import type { Database } from '@/db/client';
import { auditLogs, students } from '@/db/schema';
import { listReferenceEntries } from '@/server/reference';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

async function newProgram(name: string): Promise<number> {
  const answer = await callRoute('POST', postProgram, {
    path: '/api/admin/programs',
    cookie: people.admin.cookie,
    body: { programName: name },
  });
  expect(answer.status).toBe(201);
  return answer.body.programId;
}

const path = (id: number, tail = '') => ({
  path: `/api/admin/programs/${id}${tail}`,
  params: { id: String(id) },
  cookie: people.admin.cookie,
});

describe('removing a wrong reference entry', () => {
  it('deletes an entry no student uses, audited', async () => {
    const id = await newProgram('หลักสูตรพิมพ์ผิด');
    const answer = await callRoute('DELETE', deleteProgram, { ...path(id), headers: IN_THAI });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('ลบหลักสูตร “หลักสูตรพิมพ์ผิด” แล้ว');
    const listed = await callRoute('GET', listPrograms, { path: '/api/common/programs', cookie: people.student.cookie });
    expect(listed.body.map((item: { programId: number }) => item.programId)).not.toContain(id);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'programs.delete'), eq(auditLogs.entityId, String(id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses to delete one a student uses with a Thai 409 that suggests hiding it, and changes nothing', async () => {
    const id = await newProgram('หลักสูตรที่มีนิสิตใช้');
    await db.update(students).set({ programId: id }).where(eq(students.studentId, people.student.studentId!));
    const answer = await callRoute('DELETE', deleteProgram, { ...path(id), headers: IN_THAI });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('ลบหลักสูตร “หลักสูตรที่มีนิสิตใช้” ไม่ได้ เพราะนิสิต 1 คนใช้อยู่ ซ่อนจากตัวเลือกแทนได้ (ข้อมูลเดิมของนิสิตยังแสดงชื่อนี้)');
    const entries = await listReferenceEntries({ ctx: { db }, kind: 'programs' });
    expect(entries.find((entry) => entry.id === id)).toMatchObject({ isHidden: false, useCount: 1 });
  });

  it('hides an entry from the pickers while the profiles that use it keep its name, and shows it again', async () => {
    const id = await newProgram('หลักสูตรที่จะซ่อน');
    await db.update(students).set({ programId: id }).where(eq(students.studentId, people.student.studentId!));
    const hidden = await callRoute('POST', hideProgram, path(id, '/hide'));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ id, name: 'หลักสูตรที่จะซ่อน', isHidden: true });

    const listed = await callRoute('GET', listPrograms, { path: '/api/common/programs', cookie: people.student.cookie });
    expect(listed.body.map((item: { programId: number }) => item.programId)).not.toContain(id);
    const entries = await listReferenceEntries({ ctx: { db }, kind: 'programs' });
    expect(entries.find((entry) => entry.id === id)).toMatchObject({ isHidden: true });
    const profile = await callRoute('GET', getMe, { path: '/api/student/me', cookie: people.student.cookie });
    expect(JSON.stringify(profile.body)).toContain('หลักสูตรที่จะซ่อน');

    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'programs.hide'), eq(auditLogs.entityId, String(id))));
    expect(audit).toHaveLength(1);
    const shown = await callRoute('POST', showProgram, path(id, '/show'));
    expect(shown.body.isHidden).toBe(false);
    const again = await callRoute('GET', listPrograms, { path: '/api/common/programs', cookie: people.student.cookie });
    expect(again.body.map((item: { programId: number }) => item.programId)).toContain(id);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const answer = await callRoute('DELETE', deleteUniversity, {
      path: '/api/admin/universities/999999',
      params: { id: '999999' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(404);
  });
});
