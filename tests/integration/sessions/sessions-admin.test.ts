import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchSession } from '@/app/api/admin/sessions/[sessionId]/route';
import { POST as createSession } from '@/app/api/admin/sessions/route';
import { GET as getStudentSession } from '@/app/api/student/sessions/[sessionId]/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, rounds } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession as createSessionRow,
  createSessionGroup,
  enrollStudent,
} from '../../support/fixtures';
import { createMatchedStudent } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let group: Awaited<ReturnType<typeof createSessionGroup>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  group = await createSessionGroup(db, { title: 'กลุ่มของรอบ', roundCount: 2 });
});

const validSession = () => ({
  sessionGroupId: group.sessionGroupId,
  title: 'ฝึกงานภาคฤดูร้อน',
  description: 'นิสิตชั้นปีที่ 3',
  minimumApplicationPerStudent: 3,
  minimumUniqueCompanyCountPerStudent: 2,
  maximumApplicationPerStudent: 10,
  minimumCompanyOpeningRatio: 0.4,
  openForCooperativeInternship: false,
});

const callCreate = (body: unknown, cookie?: string) => callRoute('POST', createSession, { path: '/api/admin/sessions', body, cookie });
const callPatch = (sessionId: string, body: unknown, cookie?: string) =>
  callRoute('PATCH', patchSession, { path: `/api/admin/sessions/${sessionId}`, params: { sessionId }, body, cookie });
const callStudent = (sessionId: string, cookie?: string) =>
  callRoute('GET', getStudentSession, { path: `/api/student/sessions/${sessionId}`, params: { sessionId }, cookie });

describe('POST /api/admin/sessions', () => {
  it('creates the session in its group (201 with the session view) and records an audit row', async () => {
    const answer = await callCreate(validSession(), people.admin.cookie);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      sessionId: expect.any(Number),
      sessionGroupId: group.sessionGroupId,
      sessionGroupTitle: 'กลุ่มของรอบ',
      title: 'ฝึกงานภาคฤดูร้อน',
      description: 'นิสิตชั้นปีที่ 3',
      currentRound: 1,
      minimumApplicationPerStudent: 3,
      minimumUniqueCompanyCountPerStudent: 2,
      maximumApplicationPerStudent: 10,
      minimumCompanyOpeningRatio: 0.4,
      openForCooperativeInternship: false,
      openingSubmissionDeadline: group.rounds[0].openingSubmissionDeadline.toISOString(),
      openingAnnouncementDate: group.rounds[0].openingAnnouncementDate.toISOString(),
      studentRankingDeadline: group.rounds[0].studentRankingDeadline.toISOString(),
      applicationAnnouncementDate: group.rounds[0].applicationAnnouncementDate.toISOString(),
      companyRankingDeadline: group.rounds[0].companyRankingDeadline.toISOString(),
      reorderRankingDeadline: group.rounds[0].reorderRankingDeadline.toISOString(),
      cancelRankingDeadline: group.rounds[0].cancelRankingDeadline.toISOString(),
      resultAnnouncementDate: group.rounds[0].resultAnnouncementDate.toISOString(),
      isMatchingInitiated: false,
    });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session.create'), eq(auditLogs.entityId, String(answer.body.sessionId))));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['minimum applications of 0', { minimumApplicationPerStudent: 0 }, 'minimumApplicationPerStudent'],
    ['negative unique companies', { minimumUniqueCompanyCountPerStudent: -1 }, 'minimumUniqueCompanyCountPerStudent'],
    ['maximum applications of 0', { maximumApplicationPerStudent: 0 }, 'maximumApplicationPerStudent'],
    [
      'maximum below minimum',
      { minimumApplicationPerStudent: 5, maximumApplicationPerStudent: 4 },
      'maximumApplicationPerStudent must be greater than or equal to minimumApplicationPerStudent',
    ],
    ['a ratio of 0', { minimumCompanyOpeningRatio: 0 }, 'minimumCompanyOpeningRatio'],
    ['a ratio above 1', { minimumCompanyOpeningRatio: 1.2 }, 'minimumCompanyOpeningRatio'],
    ['a ratio as text', { minimumCompanyOpeningRatio: '0.5' }, 'Expected number, received string'],
    ['no title', { title: undefined }, 'body.title: Required'],
    ['an unknown group', { sessionGroupId: 999999 }, 'session group 999999 does not exist'],
  ])('answers 400 for %s', async (_, change, message) => {
    const answer = await callCreate({ ...validSession(), ...change }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});

describe('PATCH /api/admin/sessions/{sessionId}', () => {
  it('changes the given fields only', async () => {
    const session = await createSessionRow(db, group.sessionGroupId, {
      title: 'เดิม',
      minimumApplicationPerStudent: 2,
      maximumApplicationPerStudent: 8,
    });
    const answer = await callPatch(
      String(session.sessionId),
      { title: 'ใหม่', minimumCompanyOpeningRatio: 0.25, openForCooperativeInternship: true },
      people.admin.cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sessionId: session.sessionId,
      title: 'ใหม่',
      minimumCompanyOpeningRatio: 0.25,
      openForCooperativeInternship: true,
      minimumApplicationPerStudent: 2,
      maximumApplicationPerStudent: 8,
    });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session.update'), eq(auditLogs.entityId, String(session.sessionId))));
    expect(audit).toHaveLength(1);
  });

  it('checks the limits against the stored ones (400 when the maximum would fall below the minimum)', async () => {
    const session = await createSessionRow(db, group.sessionGroupId, { minimumApplicationPerStudent: 5, maximumApplicationPerStudent: 8 });
    const answer = await callPatch(String(session.sessionId), { maximumApplicationPerStudent: 4 }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'body.maximumApplicationPerStudent: maximumApplicationPerStudent must be greater than or equal to minimumApplicationPerStudent',
    );
  });

  it('answers 400 for an empty body or a bad value, and 404', async () => {
    const session = await createSessionRow(db, group.sessionGroupId);
    const id = String(session.sessionId);
    expect((await callPatch(id, {}, people.admin.cookie)).status).toBe(400);
    expect((await callPatch(id, { minimumCompanyOpeningRatio: 0 }, people.admin.cookie)).status).toBe(400);
    expect((await callPatch('999999', { title: 'x' }, people.admin.cookie)).status).toBe(404);
  });
});

describe('GET /api/student/sessions/{sessionId}', () => {
  it('answers the session with the student flags while ranking is open', async () => {
    // Round 1 of this group: openings announced yesterday, ranking closes tomorrow.
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const openGroup = await createSessionGroup(db, { start: new Date(now - 2 * day + 60_000) });
    const session = await createSessionRow(db, openGroup.sessionGroupId);
    const student = await createPerson(db, 'student');
    await enrollStudent(db, session.sessionId, student.studentId!);
    await db.update(enrollments).set({ status: 'RANKING_PENDING' }).where(eq(enrollments.studentId, student.studentId!));

    const answer = await callStudent(String(session.sessionId), student.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sessionId: session.sessionId,
      isRankingSubmitted: false,
      assignedOpening: null,
      isOpeningAnnounced: true,
      isRankingAllowed: true,
    });

    await db.update(enrollments).set({ status: 'RANKING_SUBMITTED' }).where(eq(enrollments.studentId, student.studentId!));
    const submitted = await callStudent(String(session.sessionId), student.cookie);
    expect(submitted.body).toMatchObject({ isRankingSubmitted: true, isRankingAllowed: false });
  });

  it('shows the assigned opening once the result is announced, and hides it before', async () => {
    const past = await createSessionGroup(db, { start: new Date('2020-01-06T02:00:00.000Z') });
    const session = await createSessionRow(db, past.sessionGroupId);
    const company = await createCompany(db, { companyNameTh: 'บริษัท จับคู่ จำกัด', companyNameEn: 'Match Co.' });
    const opening = await createOpening(db, session.sessionId, company.companyId, { title: 'นักวิเคราะห์ข้อมูล' });
    const student = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: opening.openingId });

    const answer = await callStudent(String(session.sessionId), student.cookie);
    expect(answer.body).toMatchObject({
      isRankingSubmitted: true,
      isRankingAllowed: false,
      isOpeningAnnounced: true,
      assignedOpening: {
        openingId: opening.openingId,
        title: 'นักวิเคราะห์ข้อมูล',
        companyId: company.companyId,
        companyNameTh: 'บริษัท จับคู่ จำกัด',
        companyNameEn: 'Match Co.',
      },
    });

    await db
      .update(rounds)
      .set({ resultAnnouncementDate: new Date('2099-01-01T00:00:00.000Z') })
      .where(eq(rounds.sessionGroupId, past.sessionGroupId));
    const beforeResult = await callStudent(String(session.sessionId), student.cookie);
    expect(beforeResult.body).toMatchObject({ assignedOpening: null, isRankingAllowed: false });
  });

  it('answers 404 for a session the student is not enrolled in, and for an unknown one', async () => {
    const session = await createSessionRow(db, group.sessionGroupId);
    expect((await callStudent(String(session.sessionId), people.student.cookie)).status).toBe(404);
    expect((await callStudent('999999', people.student.cookie)).status).toBe(404);
  });
});
