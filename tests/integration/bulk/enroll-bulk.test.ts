import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as enroll } from '@/app/api/admin/sessions/[sessionId]/enrollments/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let sessionId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  sessionId = (await createSession(db, (await createSessionGroup(db)).sessionGroupId)).sessionId;
});

let sequence = 0;
async function seedStudents(count: number, isActive = true) {
  const marker = `ลงทะเบียน${Math.random().toString(36).slice(2, 8)}`;
  const ids = Array.from(
    { length: count },
    () =>
      `69${String(++sequence).padStart(4, '0')}${Math.floor(Math.random() * 1e4)
        .toString()
        .padStart(4, '0')}`,
  );
  await db.insert(students).values(
    ids.map((studentId) => ({
      studentId,
      firstNameTh: marker,
      lastNameTh: 'ทดสอบ',
      admissionYear: 2567,
      profileToken: `e-${studentId}`,
      isActive,
    })),
  );
  return { marker, ids: ids.sort() };
}

const enrolledOf = async (ids: string[]) =>
  (
    await db
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(and(eq(enrollments.sessionId, sessionId), inArray(enrollments.studentId, ids)))
  )
    .map((row) => row.studentId)
    .sort();
const post = (body: unknown, cookie = people.admin.cookie, id = sessionId) =>
  callRoute('POST', enroll, { path: `/api/admin/sessions/${id}/enrollments`, params: { sessionId: String(id) }, body, cookie });

describe('POST /api/admin/sessions/{sessionId}/enrollments (bulk forms)', () => {
  it('enrolls the chosen students given as {ids}, answering count and ids of those newly enrolled', async () => {
    const { ids } = await seedStudents(3);
    const answer = await post({ ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 3, ids, addedCount: 3, alreadyEnrolledCount: 0, inactiveCount: 0 });
    expect(await enrolledOf(ids)).toEqual(ids);
    expect((await post({ ids })).body).toMatchObject({ count: 0, ids: [], alreadyEnrolledCount: 3 });
  });

  it('keeps the original {studentIds} form', async () => {
    const { ids } = await seedStudents(1);
    expect((await post({ studentIds: ids })).body).toMatchObject({ addedCount: 1, count: 1, ids });
  });

  it('allMatching enrolls every student the students list filter selects, across its pages, skipping disabled ones', async () => {
    const { marker, ids } = await seedStudents(24);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, ids[0]));
    const answer = await post({ allMatching: { search: marker, page: '2', limit: '10' } });
    expect(answer.body).toMatchObject({ count: 23, ids: ids.slice(1), inactiveCount: 1 });
    expect(await enrolledOf(ids)).toEqual(ids.slice(1));
    const [audit] = (await db.select().from(auditLogs).where(eq(auditLogs.action, 'enrollment.create'))).filter((row) =>
      (row.details as { addedStudentIds: string[] }).addedStudentIds.includes(ids[1]),
    );
    expect(audit.entityId).toBe(String(sessionId));
  });

  it('is all or nothing: one unknown student is a 400 naming it and nobody is enrolled', async () => {
    const { ids } = await seedStudents(2);
    const answer = await post({ ids: [...ids, '0000000001'] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('0000000001');
    expect(await enrolledOf(ids)).toEqual([]);
  });

  it('answers 404 for an unknown session and 400 for a bad body, enrolling nobody', async () => {
    const { ids } = await seedStudents(1);
    expect((await post({ ids }, people.admin.cookie, 999_999_999)).status).toBe(404);
    for (const body of [{}, { ids: [] }, { ids: [1] }, { allMatching: { status: 'x' } }, { ids, allMatching: {} }])
      expect((await post(body)).status).toBe(400);
    expect(await enrolledOf(ids)).toEqual([]);
  });
});
