import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/common/sessions/[sessionId]/route';
import { GET as listSessions } from '@/app/api/common/sessions/route';
import type { Database } from '@/db/client';
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
let unenrolledStudent: TestPerson;

type Group = Awaited<ReturnType<typeof createSessionGroup>>;
type Session = Awaited<ReturnType<typeof createSession>>;
let olderGroup: Group;
let newerGroup: Group;
let groupWithoutRounds: Group;
let older: Session;
let newerFirst: Session;
let newerSecond: Session;
let roundless: Session;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  unenrolledStudent = await createPerson(db, 'student');

  olderGroup = await createSessionGroup(db, { title: 'ฝึกงานภาคฤดูร้อน 2569', start: new Date('2026-01-05T03:00:00.000Z') });
  newerGroup = await createSessionGroup(db, {
    title: 'ฝึกงานภาคฤดูร้อน 2570',
    currentRound: 2,
    roundCount: 2,
    start: new Date('2027-01-04T03:00:00.000Z'),
  });
  // A group whose current round has no dates yet.
  groupWithoutRounds = await createSessionGroup(db, { title: 'กลุ่มที่ยังไม่มีรอบ', roundCount: 0 });

  older = await createSession(db, olderGroup.sessionGroupId, { title: 'ฝึกงาน 2569', description: 'รอบเก่า' });
  newerFirst = await createSession(db, newerGroup.sessionGroupId, {
    title: 'ฝึกงานภาคฤดูร้อน',
    description: 'นิสิตชั้นปีที่ 3',
    minimumApplicationPerStudent: 3,
    maximumApplicationPerStudent: 10,
    minimumUniqueCompanyCountPerStudent: 2,
    minimumCompanyOpeningRatio: '0.5',
  });
  newerSecond = await createSession(db, newerGroup.sessionGroupId, {
    title: 'สหกิจศึกษา',
    openForCooperativeInternship: true,
    minimumCompanyOpeningRatio: '0.3',
  });
  roundless = await createSession(db, groupWithoutRounds.sessionGroupId, { title: 'ยังไม่มีรอบ' });

  await enrollStudent(db, older.sessionId, people.student.studentId!);
  await enrollStudent(db, newerSecond.sessionId, people.student.studentId!);
});

const ids = (sessions: { sessionId: number }[]) => sessions.map((session) => session.sessionId);
const callList = (cookie?: string) => callRoute('GET', listSessions, { path: '/api/common/sessions', cookie });
const callGet = (sessionId: string, cookie?: string) =>
  callRoute('GET', getSession, { path: `/api/common/sessions/${sessionId}`, params: { sessionId }, cookie });

describe('GET /api/common/sessions', () => {
  it.each(['admin', 'company_user'] as const)('answers every session to a %s, newest group first', async (role) => {
    const answer = await callList(people[role].cookie);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual([roundless.sessionId, newerFirst.sessionId, newerSecond.sessionId, older.sessionId]);
  });

  it('answers a student only the sessions they are enrolled in', async () => {
    const answer = await callList(people.student.cookie);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual([newerSecond.sessionId, older.sessionId]);
  });

  it('answers an empty list to a student enrolled nowhere', async () => {
    const answer = await callList(unenrolledStudent.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it("shows each session with its limits and its group's current-round dates as ISO strings", async () => {
    const answer = await callList(people.admin.cookie);
    const roundTwo = newerGroup.rounds[1];

    expect(answer.body.find((session: { sessionId: number }) => session.sessionId === newerFirst.sessionId)).toEqual({
      sessionId: newerFirst.sessionId,
      sessionGroupId: newerGroup.sessionGroupId,
      sessionGroupTitle: 'ฝึกงานภาคฤดูร้อน 2570',
      title: 'ฝึกงานภาคฤดูร้อน',
      description: 'นิสิตชั้นปีที่ 3',
      currentRound: 2,
      minimumApplicationPerStudent: 3,
      minimumUniqueCompanyCountPerStudent: 2,
      maximumApplicationPerStudent: 10,
      minimumCompanyOpeningRatio: 0.5,
      openForCooperativeInternship: false,
      openingSubmissionDeadline: roundTwo.openingSubmissionDeadline.toISOString(),
      openingAnnouncementDate: roundTwo.openingAnnouncementDate.toISOString(),
      studentRankingDeadline: roundTwo.studentRankingDeadline.toISOString(),
      applicationAnnouncementDate: roundTwo.applicationAnnouncementDate.toISOString(),
      companyRankingDeadline: roundTwo.companyRankingDeadline.toISOString(),
      reorderRankingDeadline: roundTwo.reorderRankingDeadline.toISOString(),
      cancelRankingDeadline: roundTwo.cancelRankingDeadline.toISOString(),
      resultAnnouncementDate: roundTwo.resultAnnouncementDate.toISOString(),
      isMatchingInitiated: false,
    });
    expect(roundTwo.openingSubmissionDeadline.toISOString()).toBe('2027-01-14T03:00:00.000Z');
  });

  it('shows null dates for a group whose current round has none', async () => {
    const answer = await callList(people.admin.cookie);
    const session = answer.body.find((item: { sessionId: number }) => item.sessionId === roundless.sessionId);
    expect(session).toMatchObject({
      currentRound: 1,
      openingSubmissionDeadline: null,
      studentRankingDeadline: null,
      resultAnnouncementDate: null,
    });
  });
});

describe('GET /api/common/sessions/{sessionId}', () => {
  it.each(['admin', 'company_user'] as const)('answers any session to a %s, with the dates of its current round', async (role) => {
    const answer = await callGet(String(older.sessionId), people[role].cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sessionId: older.sessionId,
      sessionGroupId: olderGroup.sessionGroupId,
      sessionGroupTitle: 'ฝึกงานภาคฤดูร้อน 2569',
      title: 'ฝึกงาน 2569',
      currentRound: 1,
      studentRankingDeadline: olderGroup.rounds[0].studentRankingDeadline.toISOString(),
    });
  });

  it('answers the same view as the list', async () => {
    const list = await callList(people.admin.cookie);
    const one = await callGet(String(newerSecond.sessionId), people.admin.cookie);
    expect(one.body).toEqual(list.body.find((session: { sessionId: number }) => session.sessionId === newerSecond.sessionId));
    expect(one.body).toMatchObject({ openForCooperativeInternship: true, minimumCompanyOpeningRatio: 0.3 });
  });

  it('answers a student a session they are enrolled in', async () => {
    const answer = await callGet(String(newerSecond.sessionId), people.student.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.sessionId).toBe(newerSecond.sessionId);
  });

  it('answers 404 to a student for a session they are not enrolled in', async () => {
    const answer = await callGet(String(newerFirst.sessionId), people.student.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Session not found' });
  });

  it('answers 404 for an unknown session', async () => {
    const answer = await callGet('999999', people.admin.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Session not found' });
  });

  it.each(['abc', '12a', '-3', '3.0', ''])('answers 400 for the id %j', async (sessionId) => {
    const answer = await callGet(sessionId, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('params.sessionId: Expected a number');
  });
});
