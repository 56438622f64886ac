import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listAdmins } from '@/app/api/admin/admins/route';
import { POST as assumeCompanyUser } from '@/app/api/admin/auth/assume-identity/company-user/route';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as reassume } from '@/app/api/auth/reassume-identity/route';
import { GET as listSessions } from '@/app/api/common/sessions/route';
import type { Database } from '@/db/client';
import { accounts, admins, auditLogs, companyUsers, students } from '@/db/schema';
import { callRoute } from '../../support/api';
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

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const callMe = (cookie: string) => callRoute('GET', getMe, { path: '/api/auth/me', cookie });
const callAssumeStudent = (body: unknown, cookie?: string) =>
  callRoute('POST', assumeStudent, { path: '/api/admin/auth/assume-identity/student', body, cookie });
const callAssumeCompanyUser = (body: unknown, cookie?: string) =>
  callRoute('POST', assumeCompanyUser, { path: '/api/admin/auth/assume-identity/company-user', body, cookie });
const callReassume = (cookie?: string) => callRoute('POST', reassume, { path: '/api/auth/reassume-identity', cookie });

async function displayNameOf(person: TestPerson) {
  const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, person.platformUid));
  return account.displayName;
}

/** The newest audit row of an action by this signed-in person. */
async function lastAudit(action: string, actorPlatformUid: string) {
  const [row] = await db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.actorPlatformUid, actorPlatformUid)))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

describe('POST /api/admin/auth/assume-identity/student', () => {
  it('makes the login act as the student, with the admin named in assumedBy', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');

    const answer = await callAssumeStudent({ studentId: student.studentId }, admin.cookie);

    const expected = {
      role: 'student',
      displayName: expect.stringContaining('สมชาย'),
      studentId: student.studentId,
      assumedBy: { platformUid: admin.platformUid, displayName: await displayNameOf(admin) },
    };
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expected);
    const me = await callMe(admin.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(expected);
  });

  it('writes an audit row naming the admin as the actor and the student as the entity', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    await callAssumeStudent({ studentId: student.studentId }, admin.cookie);

    const audit = await lastAudit('auth.assume-identity', admin.platformUid);
    expect(audit).toMatchObject({
      actorPlatformUid: admin.platformUid,
      actingRole: 'admin',
      entityType: 'student',
      entityId: student.studentId,
    });
  });

  it('lets the admin use student endpoints as the student: only the sessions the student is enrolled in', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    const group = await createSessionGroup(db);
    const enrolled = await createSession(db, group.sessionGroupId, { title: 'รอบที่นิสิตลงทะเบียน' });
    const notEnrolled = await createSession(db, group.sessionGroupId, { title: 'รอบอื่น' });
    await enrollStudent(db, enrolled.sessionId, student.studentId!);

    const asAdmin = await callRoute('GET', listSessions, { path: '/api/common/sessions', cookie: admin.cookie });
    expect(asAdmin.body.map((session: { sessionId: number }) => session.sessionId)).toEqual(
      expect.arrayContaining([enrolled.sessionId, notEnrolled.sessionId]),
    );

    await callAssumeStudent({ studentId: student.studentId }, admin.cookie);
    const asStudent = await callRoute('GET', listSessions, { path: '/api/common/sessions', cookie: admin.cookie });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.map((session: { sessionId: number }) => session.sessionId)).toEqual([enrolled.sessionId]);
  });

  it('answers 403 to admin endpoints while acting as a student', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    await callAssumeStudent({ studentId: student.studentId }, admin.cookie);

    const list = await callRoute('GET', listAdmins, { path: '/api/admin/admins', cookie: admin.cookie });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ message: 'Forbidden' });
    // Nor can the assumed identity hop on to someone else.
    const other = await createPerson(db, 'student');
    const hop = await callAssumeStudent({ studentId: other.studentId }, admin.cookie);
    expect(hop.status).toBe(403);
    expect((await callMe(admin.cookie)).body.studentId).toBe(student.studentId);
  });

  it('can act as a student who has never signed in (no platform uid); re-assume records them as student:<id>', async () => {
    const admin = await createPerson(db, 'admin');
    const studentId = `6${Date.now().toString().slice(-9)}`;
    await db
      .insert(students)
      .values({ studentId, firstNameEn: 'Never', lastNameEn: 'Signed', admissionYear: 2567, profileToken: randomUUID() });

    const answer = await callAssumeStudent({ studentId }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ role: 'student', studentId, displayName: 'Never Signed' });

    expect((await callReassume(admin.cookie)).status).toBe(200);
    const audit = await lastAudit('auth.reassume-identity', admin.platformUid);
    expect(audit).toMatchObject({ actingRole: 'student', assumedPlatformUid: `student:${studentId}` });
  });

  it('answers 400 for a disabled student', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student', { isActive: false });
    const answer = await callAssumeStudent({ studentId: student.studentId }, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
    expect((await callMe(admin.cookie)).body.role).toBe('admin');
  });

  it('falls back to the admin when the assumed student is disabled meanwhile', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    await callAssumeStudent({ studentId: student.studentId }, admin.cookie);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, student.studentId!));

    const me = await callMe(admin.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ role: 'admin', displayName: await displayNameOf(admin) });
  });

  it('answers 404 for an unknown student', async () => {
    const admin = await createPerson(db, 'admin');
    const answer = await callAssumeStudent({ studentId: '0000000000' }, admin.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Student not found' });
    expect((await callMe(admin.cookie)).body.role).toBe('admin');
  });

  it('answers 400 for a missing, blank or non-text studentId and for a body that is not JSON', async () => {
    const missing = await callAssumeStudent({}, people.admin.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.studentId: Required');

    const wrongType = await callAssumeStudent({ studentId: 6512345678 }, people.admin.cookie);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.studentId: Expected string, received number');

    const blank = await callAssumeStudent({ studentId: '  ' }, people.admin.cookie);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('body.studentId');

    const notJson = await callRoute('POST', assumeStudent, {
      path: '/api/admin/auth/assume-identity/student',
      rawBody: 'studentId',
      cookie: people.admin.cookie,
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('POST /api/admin/auth/assume-identity/company-user', () => {
  it('makes the login act as the company user of that company', async () => {
    const admin = await createPerson(db, 'admin');
    const companyUser = await createPerson(db, 'company_user');

    const answer = await callAssumeCompanyUser({ companyId: companyUser.companyId, platformUid: companyUser.platformUid }, admin.cookie);

    const expected = {
      role: 'company_user',
      displayName: await displayNameOf(companyUser),
      companyId: companyUser.companyId,
      assumedBy: { platformUid: admin.platformUid, displayName: await displayNameOf(admin) },
    };
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expected);
    expect((await callMe(admin.cookie)).body).toEqual(expected);
    const audit = await lastAudit('auth.assume-identity', admin.platformUid);
    expect(audit).toMatchObject({ actingRole: 'admin', entityType: 'company_user', entityId: companyUser.platformUid });
  });

  it('answers 404 when the company user belongs to another company', async () => {
    const admin = await createPerson(db, 'admin');
    const companyUser = await createPerson(db, 'company_user');
    const otherCompanyUser = await createPerson(db, 'company_user');

    const answer = await callAssumeCompanyUser(
      { companyId: otherCompanyUser.companyId, platformUid: companyUser.platformUid },
      admin.cookie,
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Company user not found' });
    expect((await callMe(admin.cookie)).body.role).toBe('admin');
  });

  it('answers 404 for an unknown company user', async () => {
    const answer = await callAssumeCompanyUser(
      { companyId: people.company_user.companyId, platformUid: 'no-such-user' },
      people.admin.cookie,
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Company user not found' });
  });

  it('answers 400 for a disabled company user', async () => {
    const admin = await createPerson(db, 'admin');
    const companyUser = await createPerson(db, 'company_user');
    await db.update(companyUsers).set({ isActive: false }).where(eq(companyUsers.platformUid, companyUser.platformUid));

    const answer = await callAssumeCompanyUser({ companyId: companyUser.companyId, platformUid: companyUser.platformUid }, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'This account is disabled' });
  });

  it('answers 400 for a company user who is also an admin (acting as them would not be acting as a company user)', async () => {
    const admin = await createPerson(db, 'admin');
    const companyUser = await createPerson(db, 'company_user');
    await db.insert(admins).values({ platformUid: companyUser.platformUid });

    const answer = await callAssumeCompanyUser({ companyId: companyUser.companyId, platformUid: companyUser.platformUid }, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'This account is not acting as a company user' });
  });

  it('answers 400 for missing fields and wrong types', async () => {
    const missing = await callAssumeCompanyUser({ platformUid: 'someone' }, people.admin.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body.companyId: Required');

    const wrongType = await callAssumeCompanyUser({ companyId: '1', platformUid: 'someone' }, people.admin.cookie);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('body.companyId: Expected number, received string');

    const notPositive = await callAssumeCompanyUser({ companyId: 0, platformUid: 'someone' }, people.admin.cookie);
    expect(notPositive.status).toBe(400);
    expect(notPositive.body.message).toContain('body.companyId');
  });
});

describe('POST /api/auth/reassume-identity', () => {
  it('turns an admin acting as a student back into the admin, and audits it with both identities', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await createPerson(db, 'student');
    await callAssumeStudent({ studentId: student.studentId }, admin.cookie);

    const answer = await callReassume(admin.cookie);

    const asAdmin = { role: 'admin', displayName: await displayNameOf(admin) };
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(asAdmin);
    expect((await callMe(admin.cookie)).body).toEqual(asAdmin);
    const audit = await lastAudit('auth.reassume-identity', admin.platformUid);
    expect(audit).toMatchObject({ actorPlatformUid: admin.platformUid, actingRole: 'student', assumedPlatformUid: student.platformUid });
  });

  it('turns an admin acting as a company user back into the admin', async () => {
    const admin = await createPerson(db, 'admin');
    const companyUser = await createPerson(db, 'company_user');
    await callAssumeCompanyUser({ companyId: companyUser.companyId, platformUid: companyUser.platformUid }, admin.cookie);

    const answer = await callReassume(admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('admin');
    const audit = await lastAudit('auth.reassume-identity', admin.platformUid);
    expect(audit).toMatchObject({ actingRole: 'company_user', assumedPlatformUid: companyUser.platformUid });
  });

  it.each(['admin', 'student', 'company_user', 'external_user'] as const)(
    'answers 400 to a %s who is not acting as anyone',
    async (role) => {
      const answer = await callReassume(people[role].cookie);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Not acting as another user' });
    },
  );
});
