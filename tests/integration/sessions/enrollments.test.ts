import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as enrollByYears } from '@/app/api/admin/sessions/[sessionId]/enrollments-by-admission-years/route';
import { GET as listEnrollments, POST as enrollStudents } from '@/app/api/admin/sessions/[sessionId]/enrollments/route';
import { GET as listNotEnrolled } from '@/app/api/admin/sessions/[sessionId]/not-enrolled-students/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  type TestPerson,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let group: Awaited<ReturnType<typeof createSessionGroup>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  group = await createSessionGroup(db);
});

/** A student of the given admission year; `isComplete` fills the profile fields ranking needs. */
async function student(
  admissionYear: number,
  options: { isComplete?: boolean; isActive?: boolean; lastNameTh?: string } = {},
): Promise<TestPerson> {
  const person = await createPerson(db, 'student', { isActive: options.isActive });
  await db
    .update(students)
    .set({
      admissionYear,
      ...(options.lastNameTh ? { lastNameTh: options.lastNameTh } : {}),
      ...(options.isComplete ? { email: 'a@example.com', phone: '0812345678', gpax: '3.25' } : {}),
    })
    .where(eq(students.studentId, person.studentId!));
  return person;
}

const path = (sessionId: number | string, tail: string) => `/api/admin/sessions/${sessionId}/${tail}`;
const callList = (sessionId: number | string, query: Record<string, string>, cookie?: string) =>
  callRoute('GET', listEnrollments, { path: path(sessionId, 'enrollments'), params: { sessionId: String(sessionId) }, query, cookie });
const callNotEnrolled = (sessionId: number | string, query: Record<string, string>, cookie?: string) =>
  callRoute('GET', listNotEnrolled, {
    path: path(sessionId, 'not-enrolled-students'),
    params: { sessionId: String(sessionId) },
    query,
    cookie,
  });
const callEnroll = (sessionId: number | string, body: unknown, cookie?: string) =>
  callRoute('POST', enrollStudents, { path: path(sessionId, 'enrollments'), params: { sessionId: String(sessionId) }, body, cookie });
const callEnrollByYears = (sessionId: number | string, body: unknown, cookie?: string) =>
  callRoute('POST', enrollByYears, {
    path: path(sessionId, 'enrollments-by-admission-years'),
    params: { sessionId: String(sessionId) },
    body,
    cookie,
  });

async function statusOf(sessionId: number, studentId: string) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  return row?.status;
}

describe('POST /api/admin/sessions/{sessionId}/enrollments', () => {
  it('enrolls the students, skips those already in, and sets each status from the profile', async () => {
    const session = await createSession(db, group.sessionGroupId);
    const complete = await student(2566, { isComplete: true });
    const incomplete = await student(2566);
    const already = await student(2566);
    const disabled = await student(2566, { isActive: false });
    await db.insert(enrollments).values({ sessionId: session.sessionId, studentId: already.studentId!, status: 'RANKING_SUBMITTED' });

    const answer = await callEnroll(
      session.sessionId,
      { studentIds: [complete.studentId, incomplete.studentId, already.studentId, disabled.studentId] },
      people.admin.cookie,
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: '2 enrolled, 1 already enrolled, 1 disabled and skipped',
      addedCount: 2,
      alreadyEnrolledCount: 1,
      inactiveCount: 1,
      count: 2,
      ids: [complete.studentId, incomplete.studentId].sort(),
    });
    expect(await statusOf(session.sessionId, complete.studentId!)).toBe('RANKING_PENDING');
    expect(await statusOf(session.sessionId, incomplete.studentId!)).toBe('PROFILE_EDIT_PENDING');
    expect(await statusOf(session.sessionId, already.studentId!)).toBe('RANKING_SUBMITTED');
    expect(await statusOf(session.sessionId, disabled.studentId!)).toBeUndefined();
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'enrollment.create'), eq(auditLogs.entityId, String(session.sessionId))));
    expect(audit).toHaveLength(1);
  });

  it('answers 400 naming unknown students and enrolls no one', async () => {
    const session = await createSession(db, group.sessionGroupId);
    const known = await student(2566);
    const answer = await callEnroll(session.sessionId, { studentIds: [known.studentId, '0000000000', '1111111111'] }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body.studentIds: unknown students: 0000000000, 1111111111');
    expect(await statusOf(session.sessionId, known.studentId!)).toBeUndefined();
  });

  it('answers 400 for an empty or malformed body, and 404', async () => {
    const session = await createSession(db, group.sessionGroupId);
    expect((await callEnroll(session.sessionId, { studentIds: [] }, people.admin.cookie)).status).toBe(400);
    expect((await callEnroll(session.sessionId, { studentIds: 'x' }, people.admin.cookie)).status).toBe(400);
    expect((await callEnroll(999999, { studentIds: [people.student.studentId] }, people.admin.cookie)).status).toBe(404);
  });
});

describe('POST /api/admin/sessions/{sessionId}/enrollments-by-admission-years', () => {
  it('enrolls every active student of those years but the excluded ones', async () => {
    const session = await createSession(db, group.sessionGroupId);
    const inYear = await student(2590, { isComplete: true });
    const excluded = await student(2590);
    const otherYear = await student(2591);
    const disabled = await student(2590, { isActive: false });
    const secondYear = await student(2592);

    const answer = await callEnrollByYears(
      session.sessionId,
      { admissionYears: [2590, 2592], excludeStudentIds: [excluded.studentId] },
      people.admin.cookie,
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ addedCount: 2, alreadyEnrolledCount: 0 });
    expect(await statusOf(session.sessionId, inYear.studentId!)).toBe('RANKING_PENDING');
    expect(await statusOf(session.sessionId, secondYear.studentId!)).toBe('PROFILE_EDIT_PENDING');
    expect(await statusOf(session.sessionId, excluded.studentId!)).toBeUndefined();
    expect(await statusOf(session.sessionId, otherYear.studentId!)).toBeUndefined();
    expect(await statusOf(session.sessionId, disabled.studentId!)).toBeUndefined();

    const again = await callEnrollByYears(session.sessionId, { admissionYears: [2590] }, people.admin.cookie);
    expect(again.body).toMatchObject({ addedCount: 1, alreadyEnrolledCount: 1 });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'enrollment.create-by-admission-years'), eq(auditLogs.entityId, String(session.sessionId))));
    expect(audit).toHaveLength(2);
  });

  it('answers 400 for no years or a year as text, and 404', async () => {
    const session = await createSession(db, group.sessionGroupId);
    expect((await callEnrollByYears(session.sessionId, { admissionYears: [] }, people.admin.cookie)).status).toBe(400);
    const asText = await callEnrollByYears(session.sessionId, { admissionYears: ['2566'] }, people.admin.cookie);
    expect(asText.status).toBe(400);
    expect(asText.body.message).toContain('Expected number, received string');
    expect((await callEnrollByYears(999999, { admissionYears: [2566] }, people.admin.cookie)).status).toBe(404);
  });
});

describe('GET /api/admin/sessions/{sessionId}/enrollments', () => {
  let session: Awaited<ReturnType<typeof createSession>>;
  let matched: TestPerson;
  let pending: TestPerson;
  let percent: TestPerson;
  let opening: Awaited<ReturnType<typeof createOpening>>;

  beforeAll(async () => {
    session = await createSession(db, group.sessionGroupId);
    const company = await createCompany(db, { companyNameTh: 'บริษัท ผลลัพธ์ จำกัด' });
    opening = await createOpening(db, session.sessionId, company.companyId, { title: 'วิศวกรข้อมูล' });
    matched = await student(2570, { lastNameTh: 'ใจดี' });
    pending = await student(2571, { lastNameTh: 'มีสุข' });
    percent = await student(2571, { lastNameTh: 'ร้อย%เปอร์เซ็นต์' });
    await db.insert(enrollments).values([
      {
        sessionId: session.sessionId,
        studentId: matched.studentId!,
        status: 'MATCHING_SUCCESS',
        assignedOpeningId: opening.openingId,
        matchedRound: 1,
      },
      { sessionId: session.sessionId, studentId: pending.studentId!, status: 'RANKING_PENDING' },
      { sessionId: session.sessionId, studentId: percent.studentId!, status: 'PROFILE_EDIT_PENDING' },
    ]);
  });

  const ids = (body: { items: { student: { studentId: string } }[] }) => body.items.map((item) => item.student.studentId);

  it('answers each enrollment with the student summary, the status and the assigned opening', async () => {
    const answer = await callList(session.sessionId, { status: 'MATCHING_SUCCESS' }, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 1, itemCount: 1, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.items[0]).toEqual({
      student: expect.objectContaining({
        studentId: matched.studentId,
        lastNameTh: 'ใจดี',
        admissionYear: 2570,
        profileToken: expect.any(String),
      }),
      status: 'MATCHING_SUCCESS',
      matchedRound: 1,
      assignedOpening: {
        openingId: opening.openingId,
        title: 'วิศวกรข้อมูล',
        companyId: opening.companyId,
        companyNameTh: 'บริษัท ผลลัพธ์ จำกัด',
        companyNameEn: 'Test Co., Ltd.',
      },
      enrolledAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('filters by status list, admission years, round and search (with % taken literally)', async () => {
    expect(
      ids((await callList(session.sessionId, { status: 'RANKING_PENDING,PROFILE_EDIT_PENDING' }, people.admin.cookie)).body).sort(),
    ).toEqual([pending.studentId, percent.studentId].sort());
    expect(ids((await callList(session.sessionId, { admissionYears: '2570' }, people.admin.cookie)).body)).toEqual([matched.studentId]);
    expect(ids((await callList(session.sessionId, { round: '1' }, people.admin.cookie)).body)).toEqual([matched.studentId]);
    expect(ids((await callList(session.sessionId, { search: 'มีสุข' }, people.admin.cookie)).body)).toEqual([pending.studentId]);
    expect(ids((await callList(session.sessionId, { search: '%' }, people.admin.cookie)).body)).toEqual([percent.studentId]);
    expect(ids((await callList(session.sessionId, { search: matched.studentId!.slice(0, 10) }, people.admin.cookie)).body)).toEqual([
      matched.studentId,
    ]);
  });

  it('sorts and pages', async () => {
    const byYear = await callList(session.sessionId, { sortBy: 'admissionYear', order: 'desc', limit: '2' }, people.admin.cookie);
    expect(byYear.body.meta).toEqual({ totalItem: 3, itemCount: 2, itemsPerPage: 2, totalPage: 2, currentPage: 1 });
    expect(byYear.body.items.map((item: { student: { admissionYear: number } }) => item.student.admissionYear)).toEqual([2571, 2571]);
    const secondPage = await callList(
      session.sessionId,
      { sortBy: 'admissionYear', order: 'desc', limit: '2', page: '2' },
      people.admin.cookie,
    );
    expect(ids(secondPage.body)).toEqual([matched.studentId]);
  });

  it('answers 400 for a bad filter, and 404', async () => {
    expect((await callList(session.sessionId, { status: 'NOPE' }, people.admin.cookie)).status).toBe(400);
    expect((await callList(session.sessionId, { sortBy: 'gpax' }, people.admin.cookie)).status).toBe(400);
    expect((await callList(session.sessionId, { admissionYears: 'abc' }, people.admin.cookie)).status).toBe(400);
    expect((await callList(999999, {}, people.admin.cookie)).status).toBe(404);
  });
});

describe('GET /api/admin/sessions/{sessionId}/not-enrolled-students', () => {
  it('answers the active students not in the session, searched by year and name', async () => {
    const session = await createSession(db, group.sessionGroupId);
    const enrolled = await student(2580, { lastNameTh: 'อยู่แล้ว' });
    const free = await student(2580, { lastNameTh: 'ยังว่าง' });
    await student(2580, { isActive: false });
    await db.insert(enrollments).values({ sessionId: session.sessionId, studentId: enrolled.studentId! });

    const answer = await callNotEnrolled(session.sessionId, { admissionYears: '2580' }, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([free.studentId]);
    expect(answer.body.meta.totalItem).toBe(1);
    const searched = await callNotEnrolled(session.sessionId, { search: 'ยังว่าง' }, people.admin.cookie);
    expect(searched.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([free.studentId]);
  });

  it('answers 400 for a bad limit, and 404', async () => {
    const session = await createSession(db, group.sessionGroupId);
    expect((await callNotEnrolled(session.sessionId, { limit: '0' }, people.admin.cookie)).status).toBe(400);
    expect((await callNotEnrolled(999999, {}, people.admin.cookie)).status).toBe(404);
  });
});
