import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as disableStudent } from '@/app/api/admin/students/[studentId]/disable/route';
import { POST as enableStudent } from '@/app/api/admin/students/[studentId]/enable/route';
import { PUT as putAdminGrade } from '@/app/api/admin/students/[studentId]/grade/route';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import { GET as getStudent, PATCH as patchStudent } from '@/app/api/admin/students/[studentId]/route';
import { GET as getAuthMe } from '@/app/api/auth/me/route';
import { GET as listStudents, POST as importStudents } from '@/app/api/admin/students/route';
import { GET as getPublicProfile } from '@/app/api/common/students/[token]/route';
import { PUT as putOwnGrade } from '@/app/api/student/me/grade/route';
import { GET as getMe, PATCH as patchMe } from '@/app/api/student/me/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, files, loginSessions, programs, studentBadges, studentGrades, students } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import {
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  enrollStudent,
  type TestPerson,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let programId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  [{ programId }] = await db
    .insert(programs)
    .values({ programName: `หลักสูตรทดสอบ ${Date.now()}` })
    .returning({ programId: programs.programId });
});

function uniqueId() {
  return `67${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
}

async function auditRows(action: string, entityId?: string) {
  const rows = await db.select().from(auditLogs).where(eq(auditLogs.action, action));
  return entityId === undefined ? rows : rows.filter((row) => row.entityId === entityId);
}

async function tokenOf(studentId: string) {
  const [row] = await db.select({ profileToken: students.profileToken }).from(students).where(eq(students.studentId, studentId));
  return row.profileToken;
}

describe('GET /api/admin/students', () => {
  const call = (query: Record<string, string | string[]>, cookie = people.admin.cookie) =>
    callRoute('GET', listStudents, { path: '/api/admin/students', query, cookie });
  let marker: string;
  let ids: string[];

  beforeAll(async () => {
    marker = `ค้นหา${Math.random().toString(36).slice(2, 8)}`;
    ids = [uniqueId(), uniqueId(), uniqueId()].sort();
    await db.insert(students).values(
      ids.map((studentId, index) => ({
        studentId,
        firstNameTh: `${marker}${'กขค'[index]}`,
        lastNameTh: 'ทดสอบ',
        admissionYear: 2560 + index,
        profileToken: `token-${studentId}`,
        isActive: index !== 2,
        programId,
      })),
    );
  });

  it('answers summaries with the reference joined, filtered by search and sorted', async () => {
    const answer = await call({ search: marker, sortBy: 'name', order: 'desc' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 3, itemCount: 3, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(answer.body.items[2]).toEqual({
      studentId: ids[0],
      platformUid: null,
      titleTh: null,
      firstNameTh: `${marker}ก`,
      lastNameTh: 'ทดสอบ',
      titleEn: null,
      firstNameEn: null,
      lastNameEn: null,
      admissionYear: 2560,
      profileToken: `token-${ids[0]}`,
      program: { programId, programName: expect.stringContaining('หลักสูตรทดสอบ') },
      faculty: null,
      department: null,
      university: null,
      isActive: true,
    });
    // Private fields are not part of a summary.
    expect(answer.body.items[0]).not.toHaveProperty('email');
  });

  it('filters by status, admission years and ids, and pages', async () => {
    expect((await call({ search: marker, status: 'inactive' })).body.items.map((item: { studentId: string }) => item.studentId)).toEqual([
      ids[2],
    ]);
    expect((await call({ search: marker, status: 'active' })).body.meta.totalItem).toBe(2);
    expect((await call({ search: marker, admissionYears: '2561,2562' })).body.meta.totalItem).toBe(2);
    expect((await call({ studentIds: [ids[0], ids[2]] })).body.items.map((item: { studentId: string }) => item.studentId)).toEqual([
      ids[0],
      ids[2],
    ]);
    const second = await call({ search: marker, limit: '2', page: '2', sortBy: 'admissionYear' });
    expect(second.body.meta).toEqual({ totalItem: 3, itemCount: 1, itemsPerPage: 2, totalPage: 2, currentPage: 2 });
    expect(second.body.items[0].studentId).toBe(ids[2]);
    // A page past the end still tells how many there are.
    const beyond = await call({ search: marker, limit: '2', page: '5' });
    expect(beyond.body.meta).toEqual({ totalItem: 3, itemCount: 0, itemsPerPage: 2, totalPage: 2, currentPage: 5 });
    expect((await call({ search: `${marker}ไม่มี` })).body.meta).toEqual({
      totalItem: 0,
      itemCount: 0,
      itemsPerPage: 20,
      totalPage: 0,
      currentPage: 1,
    });
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await call({ search: '%' })).body.meta.totalItem).toBe(0);
    expect((await call({ search: ids[1].slice(2) })).body.items.map((item: { studentId: string }) => item.studentId)).toContain(ids[1]);
  });

  it('answers 400 for a bad status, sort, year or page', async () => {
    const queries: Record<string, string>[] = [
      { status: 'all' },
      { sortBy: 'email' },
      { admissionYears: 'abc' },
      { page: '0' },
      { limit: '101' },
    ];
    for (const query of queries) {
      const answer = await call(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toMatch(/^query\./);
    }
  });
});

describe('POST /api/admin/students (import)', () => {
  const call = (body: unknown, cookie = people.admin.cookie) =>
    callRoute('POST', importStudents, { path: '/api/admin/students', body, cookie });

  it('creates every row with a fresh token and no account, and audits the count', async () => {
    const rows = [
      { studentId: uniqueId(), admissionYear: 2567, programId },
      { studentId: uniqueId(), admissionYear: 2567, programId: null, facultyId: null },
    ];
    const answer = await call(rows);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Imported 2 student(s)', createdCount: 2 });
    const created = await db.select().from(students).where(eq(students.studentId, rows[0].studentId));
    expect(created[0]).toMatchObject({ admissionYear: 2567, programId, platformUid: null, isActive: true });
    expect(created[0].profileToken).toMatch(/^[0-9a-f-]{36}$/);
    const audit = await auditRows('student.import');
    expect(audit.some((row) => (row.details as { createdCount: number }).createdCount === 2)).toBe(true);
  });

  it('answers 400 naming every bad row (types, unknown references, repeats) and creates nothing', async () => {
    const good = uniqueId();
    const repeated = uniqueId();
    const answer = await call([
      { studentId: good, admissionYear: 2567 },
      { studentId: '', admissionYear: 2567 },
      { studentId: repeated, admissionYear: 'x' },
      { studentId: repeated, admissionYear: 2567, programId: 999999 },
      { studentId: repeated, admissionYear: 2567 },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4, 5]);
    expect(answer.body.rows[2].problems).toEqual(['programId: 999999 does not exist']);
    expect(answer.body.rows[3].problems).toEqual([`studentId: ${repeated} repeats row 4`]);
    expect(answer.body.message).toMatch(/^4 invalid row\(s\): row 2: studentId/);
    expect(await db.select().from(students).where(eq(students.studentId, good))).toEqual([]);
  });

  it('answers 409 listing the students that already exist, and creates none of the others', async () => {
    const fresh = uniqueId();
    const answer = await call([
      { studentId: fresh, admissionYear: 2567 },
      { studentId: people.student.studentId, admissionYear: 2567 },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.studentIds).toEqual([people.student.studentId]);
    expect(answer.body.message).toContain(people.student.studentId);
    expect(await db.select().from(students).where(eq(students.studentId, fresh))).toEqual([]);
  });

  it('answers 400 for an empty list or a body that is not a list', async () => {
    expect((await call([])).status).toBe(400);
    expect((await call({ studentId: uniqueId() })).status).toBe(400);
  });
});

describe('GET and PATCH /api/admin/students/{studentId}', () => {
  const get = (studentId: string, cookie = people.admin.cookie) => callRoute('GET', getStudent, { params: { studentId }, cookie });
  const patch = (studentId: string, body: unknown, cookie = people.admin.cookie, headers?: Record<string, string>) =>
    callRoute('PATCH', patchStudent, { params: { studentId }, body, cookie, headers });

  it('answers the full profile, grades and badges included, whatever the visibility', async () => {
    const person = await createPerson(db, 'student');
    const studentId = person.studentId!;
    await db
      .update(students)
      .set({ email: 'full@example.com', gpax: '3.45', ielts: '6.5', isGradeVisible: false })
      .where(eq(students.studentId, studentId));
    await db.insert(studentGrades).values([
      { studentId, year: 2566, semester: 1, gpa: '3.50' },
      { studentId, year: 2566, semester: 2, noGpa: true },
    ]);
    await db.insert(studentBadges).values({ studentId, kind: 'ACADEMIC', title: 'Dean list', issuer: 'คณะ' });
    const answer = await get(studentId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      studentId,
      email: 'full@example.com',
      gpax: 3.45,
      ielts: 6.5,
      gpa: [
        { year: 2566, semester: 1, gpa: 3.5, noGpa: false },
        { year: 2566, semester: 2, gpa: null, noGpa: true },
      ],
      academicBadges: [{ title: 'Dean list', issuer: 'คณะ', issuedOn: null, badgeId: expect.any(Number) }],
      activityBadges: [],
      isGradeVisible: false,
      profilePictureUrl: null,
    });
  });

  it('edits fields, audits, and moves an enrollment to RANKING_PENDING once the profile is complete', async () => {
    const person = await createPerson(db, 'student');
    const studentId = person.studentId!;
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    await enrollStudent(db, session.sessionId, studentId);
    const answer = await patch(studentId, {
      email: 'new@example.com',
      phone: '0812345678',
      gpax: 3.21,
      admissionYear: 2565,
      programId,
      interests: ['AI', 'AI', 'Web'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: 'new@example.com',
      gpax: 3.21,
      admissionYear: 2565,
      program: { programId },
      interests: ['AI', 'Web'],
    });
    const [enrollment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.sessionId, session.sessionId)));
    expect(enrollment.status).toBe('RANKING_PENDING');
    expect(await auditRows('student.update', studentId)).toHaveLength(1);

    expect((await patch(studentId, { gpax: null })).status).toBe(200);
    const [after] = await db.select().from(enrollments).where(eq(enrollments.studentId, studentId));
    expect(after.status).toBe('PROFILE_EDIT_PENDING');
  });

  it('answers 400 for each SPEC §5 rule, unknown references and unknown fields', async () => {
    // Each rule in the language its words are checked in: the Thai a form shows, or SPEC §5's English.
    const cases: [unknown, RegExp, Record<string, string>?][] = [
      [{ email: 'not-an-email' }, /^body\.email: กรุณากรอกอีเมลให้ถูกต้อง/, IN_THAI],
      [{ gpax: 4.01 }, /^body\.gpax: ต้องไม่เกิน 4/, IN_THAI],
      [{ gpax: 3.333 }, /^body\.gpax: Must be a multiple of 0\.01/],
      [{ toefl: 121 }, /^body\.toefl: ต้องไม่เกิน 120/, IN_THAI],
      [{ toefl: 100.5 }, /^body\.toefl: /],
      [{ ielts: 6.3 }, /^body\.ielts: Must be a multiple of 0\.5/],
      [{ toeic: 991 }, /^body\.toeic: ต้องไม่เกิน 990/, IN_THAI],
      [{ toeic: -1 }, /^body\.toeic: ต้องไม่ติดลบ/, IN_THAI],
      [{ programId: 999999 }, /^body\.programId: 999999 does not exist/],
      [{ studentId: 'x' }, /มีช่องที่ไม่รู้จัก: studentId/, IN_THAI],
      [{ gpax: '3.5' }, /^body\.gpax: Expected number, received string/],
    ];
    for (const [body, message, headers] of cases) {
      const answer = await patch(people.student.studentId!, body, people.admin.cookie, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
  });

  it('answers 404 for an unknown student', async () => {
    expect((await get('0000000000')).status).toBe(404);
    expect((await patch('0000000000', { lineId: 'x' })).status).toBe(404);
  });
});

describe('PUT /api/admin/students/{studentId}/grade and PUT /api/student/me/grade', () => {
  const putAdmin = (studentId: string, body: unknown, cookie = people.admin.cookie, headers?: Record<string, string>) =>
    callRoute('PUT', putAdminGrade, { params: { studentId }, body, cookie, headers });
  const putOwn = (body: unknown, cookie: string) => callRoute('PUT', putOwnGrade, { body, cookie });

  it('upserts one semester and audits it', async () => {
    const person = await createPerson(db, 'student');
    const first = await putAdmin(person.studentId!, { year: 2566, semester: 1, noGpa: false, gpa: 3.25 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ year: 2566, semester: 1, noGpa: false, gpa: 3.25 });
    const second = await putOwn({ year: 2566, semester: 1, noGpa: true }, person.cookie);
    expect(second.body).toEqual({ year: 2566, semester: 1, noGpa: true, gpa: null });
    const rows = await db.select().from(studentGrades).where(eq(studentGrades.studentId, person.studentId!));
    expect(rows).toEqual([{ studentId: person.studentId, year: 2566, semester: 1, noGpa: true, gpa: null }]);
    expect(await auditRows('student.grade.put', person.studentId)).toHaveLength(1);
    expect(await auditRows('student.grade.put_own', person.studentId)).toHaveLength(1);
  });

  it('answers 400 for a missing gpa, a gpa with noGpa, out-of-range values', async () => {
    // Each rule in the language its words are checked in: the Thai a form shows, or SPEC §5's English.
    const cases: [unknown, RegExp, Record<string, string>?][] = [
      [{ year: 2566, semester: 1, noGpa: false }, /^body\.gpa: Required unless noGpa/],
      [{ year: 2566, semester: 1, noGpa: true, gpa: 3 }, /^body\.gpa: Must be empty/],
      [{ year: 2566, semester: 4, noGpa: false, gpa: 3 }, /^body\.semester: ต้องไม่เกิน 3/, IN_THAI],
      [{ year: 2566, semester: 1, noGpa: false, gpa: 4.5 }, /^body\.gpa: ต้องไม่เกิน 4/, IN_THAI],
      [{ year: 2566, semester: 1, noGpa: false, gpa: 3.001 }, /^body\.gpa: Must be a multiple/],
      [{ semester: 1, noGpa: false, gpa: 3 }, /^body\.year: Required/],
    ];
    for (const [body, message, headers] of cases) {
      const answer = await putAdmin(people.student.studentId!, body, people.admin.cookie, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect((await putOwn(body, people.student.cookie)).status).toBe(400);
    }
  });

  it('answers 404 for an unknown student', async () => {
    const body = { year: 2566, semester: 1, noGpa: false, gpa: 3 };
    expect((await putAdmin('0000000000', body)).status).toBe(404);
  });
});

describe('POST /api/admin/students/{studentId}/disable and /enable', () => {
  const disable = (studentId: string, cookie = people.admin.cookie) => callRoute('POST', disableStudent, { params: { studentId }, cookie });
  const enable = (studentId: string, cookie = people.admin.cookie) => callRoute('POST', enableStudent, { params: { studentId }, cookie });

  it('disables the student, ends their logins, audits; enable brings them back', async () => {
    const person = await createPerson(db, 'student');
    const answer = await disable(person.studentId!);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ studentId: person.studentId, isActive: false });
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, person.platformUid))).toEqual([]);
    expect((await callRoute('GET', getMe, { cookie: person.cookie })).status).toBe(401);
    expect(await auditRows('student.disable', person.studentId)).toHaveLength(1);

    const enabled = await enable(person.studentId!);
    expect(enabled.body).toMatchObject({ studentId: person.studentId, isActive: true });
    expect(await auditRows('student.enable', person.studentId)).toHaveLength(1);
  });

  it('lets an admin acting as the disabled student fall back to the admin instead of signing out', async () => {
    const studentId = uniqueId();
    await db.insert(students).values({ studentId, admissionYear: 2567, profileToken: `token-${studentId}` });
    const admin = await createPerson(db, 'admin');
    expect((await callRoute('POST', assumeStudent, { body: { studentId }, cookie: admin.cookie })).status).toBe(200);
    expect((await callRoute('GET', getAuthMe, { cookie: admin.cookie })).body).toMatchObject({ role: 'student', studentId });
    expect((await disable(studentId)).status).toBe(200);
    expect((await callRoute('GET', getAuthMe, { cookie: admin.cookie })).body).toMatchObject({ role: 'admin' });
  });

  it('answers 404 for an unknown student, and a refused disable or enable changes nothing', async () => {
    expect((await disable('0000000000')).status).toBe(404);
    expect((await enable('0000000000')).status).toBe(404);
    for (const role of ['student', 'company_user', 'external_user'] as const) {
      expect((await disable(people.student.studentId!, people[role].cookie)).status, role).toBe(403);
      expect((await enable(people.student.studentId!, people[role].cookie)).status, role).toBe(403);
    }
    const [row] = await db.select({ isActive: students.isActive }).from(students).where(eq(students.studentId, people.student.studentId!));
    expect(row.isActive).toBe(true);
  });
});

describe('GET /api/common/students/{token}', () => {
  let owner: TestPerson;
  let token: string;
  const get = (cookie?: string, profileToken = token) => callRoute('GET', getPublicProfile, { params: { token: profileToken }, cookie });

  beforeAll(async () => {
    owner = await createPerson(db, 'student');
    token = await tokenOf(owner.studentId!);
    await db
      .update(students)
      .set({
        email: 'private@example.com',
        phone: '0899999999',
        lineId: 'line',
        gpax: '3.9',
        toeic: 900,
        interests: ['ML'],
        isPersonalInfoVisible: false,
        isGradeVisible: false,
        isGeneralScoreVisible: false,
      })
      .where(eq(students.studentId, owner.studentId!));
    await db.insert(studentGrades).values({ studentId: owner.studentId!, year: 2566, semester: 1, gpa: '3.90' });
  });

  it('hides each group whose flag is off from a company user, and shows the rest', async () => {
    const answer = await get(people.company_user.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      studentId: owner.studentId,
      email: null,
      phone: null,
      lineId: null,
      gpa: null,
      gpax: null,
      toeic: null,
      interests: ['ML'],
      activityBadges: [],
    });
  });

  it('shows everything to an admin', async () => {
    const answer = await get(people.admin.cookie);
    expect(answer.body).toMatchObject({
      email: 'private@example.com',
      phone: '0899999999',
      gpax: 3.9,
      toeic: 900,
      gpa: [{ year: 2566, semester: 1, gpa: 3.9, noGpa: false }],
    });
  });

  it('lets a student read their own token (flags applied) and answers 404 for another student’s', async () => {
    expect((await get(owner.cookie)).body).toMatchObject({ studentId: owner.studentId, email: null });
    const other = await get(people.student.cookie);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('private@example.com');
  });

  it('gives the picture link only to those the file route serves: never to a company user while personal information is hidden', async () => {
    const [picture] = await db
      .insert(files)
      .values({
        type: 'STUDENT_PROFILE_PICTURE',
        storageKey: `student-profile-picture/${owner.studentId}`,
        originalName: 'me.png',
        contentType: 'image/png',
        sizeBytes: 10,
      })
      .returning();
    await db.update(students).set({ profilePictureFileId: picture.fileId }).where(eq(students.studentId, owner.studentId!));
    const link = `/api/common/files/student/profile-picture/${encodeURIComponent(token)}`;
    try {
      expect((await get(people.company_user.cookie)).body.profilePictureUrl).toBeNull();
      expect((await get(owner.cookie)).body.profilePictureUrl).toBe(link);
      expect((await get(people.admin.cookie)).body.profilePictureUrl).toBe(link);
      await db.update(students).set({ isPersonalInfoVisible: true }).where(eq(students.studentId, owner.studentId!));
      expect((await get(people.company_user.cookie)).body.profilePictureUrl).toBe(link);
    } finally {
      await db
        .update(students)
        .set({ isPersonalInfoVisible: false, profilePictureFileId: null })
        .where(eq(students.studentId, owner.studentId!));
      await db.delete(files).where(eq(files.fileId, picture.fileId));
    }
  });

  it('answers 404 for an unknown token and for a disabled student (except to admins)', async () => {
    expect((await get(people.admin.cookie, 'no-such-token')).status).toBe(404);
    const disabled = await createPerson(db, 'student', { isActive: false });
    const disabledToken = await tokenOf(disabled.studentId!);
    expect((await get(people.company_user.cookie, disabledToken)).status).toBe(404);
    expect((await get(people.admin.cookie, disabledToken)).status).toBe(200);
  });
});

describe('GET and PATCH /api/student/me', () => {
  it('answers the own full profile with what is missing', async () => {
    const person = await createPerson(db, 'student');
    const answer = await callRoute('GET', getMe, { cookie: person.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ studentId: person.studentId, email: null, missingFields: ['email', 'phone', 'gpax'], gpa: [] });
  });

  it('edits the own profile, completes it, and refuses fields only admins may change', async () => {
    const person = await createPerson(db, 'student');
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    await enrollStudent(db, session.sessionId, person.studentId!);
    const answer = await callRoute('PATCH', patchMe, {
      cookie: person.cookie,
      body: { email: 'me@example.com', phone: '0811111111', gpax: 3.5, toeic: 800, ielts: 7.5, isGradeVisible: false, lineId: '' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: 'me@example.com',
      gpax: 3.5,
      toeic: 800,
      ielts: 7.5,
      isGradeVisible: false,
      lineId: null,
      missingFields: [],
    });
    const [enrollment] = await db.select().from(enrollments).where(eq(enrollments.studentId, person.studentId!));
    expect(enrollment.status).toBe('RANKING_PENDING');

    for (const body of [{ admissionYear: 2560 }, { programId }, { isActive: false }]) {
      const refused = await callRoute('PATCH', patchMe, { cookie: person.cookie, body });
      expect(refused.status).toBe(400);
    }
    const bad = await callRoute('PATCH', patchMe, { cookie: person.cookie, body: { toeic: 1000 }, headers: IN_THAI });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.toeic: ต้องไม่เกิน 990/);
  });
});
