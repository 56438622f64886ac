import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as closeRound } from '@/app/api/admin/session-groups/[sessionGroupId]/close-round/route';
import { GET as getDashboard } from '@/app/api/admin/session-groups/[sessionGroupId]/dashboard/route';
import { GET as getGroup, PATCH as patchGroup } from '@/app/api/admin/session-groups/[sessionGroupId]/route';
import { GET as listGroups, POST as createGroup } from '@/app/api/admin/session-groups/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, openings, rounds, sessionGroups } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  enrollStudent,
  roundDates,
} from '../../support/fixtures';
import { createMatchedStudent, placeMatchingRound } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

/** A round body with ISO dates, a day apart from `start`. */
function roundBody(round: number, start: Date) {
  const dates = roundDates(start);
  return Object.fromEntries([['round', round], ...Object.entries(dates).map(([key, value]) => [key, value.toISOString()])]) as Record<
    string,
    string | number | null
  >;
}

function twoRounds() {
  return [roundBody(1, new Date('2027-02-01T02:00:00.000Z')), roundBody(2, new Date('2027-03-01T02:00:00.000Z'))];
}

const callCreate = (body: unknown, cookie?: string) => callRoute('POST', createGroup, { path: '/api/admin/session-groups', body, cookie });
const callList = (query: Record<string, string>, cookie?: string) =>
  callRoute('GET', listGroups, { path: '/api/admin/session-groups', query, cookie });
const callGet = (sessionGroupId: string, cookie?: string) =>
  callRoute('GET', getGroup, { path: `/api/admin/session-groups/${sessionGroupId}`, params: { sessionGroupId }, cookie });
const callPatch = (sessionGroupId: string, body: unknown, cookie?: string) =>
  callRoute('PATCH', patchGroup, { path: `/api/admin/session-groups/${sessionGroupId}`, params: { sessionGroupId }, body, cookie });
const callClose = (sessionGroupId: string, cookie?: string, headers?: Record<string, string>) =>
  callRoute('POST', closeRound, {
    path: `/api/admin/session-groups/${sessionGroupId}/close-round`,
    params: { sessionGroupId },
    cookie,
    headers,
  });
const callDashboard = (sessionGroupId: string, cookie?: string) =>
  callRoute('GET', getDashboard, { path: `/api/admin/session-groups/${sessionGroupId}/dashboard`, params: { sessionGroupId }, cookie });

describe('POST /api/admin/session-groups', () => {
  it('creates the group at round 1 with its rounds, answers 201 with the group and records an audit row', async () => {
    const answer = await callCreate({ title: 'ฝึกงาน 2571', rounds: twoRounds() }, people.admin.cookie);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title: 'ฝึกงาน 2571', currentRound: 1, sessions: [] });
    expect(answer.body.rounds).toHaveLength(2);
    expect(answer.body.rounds[1]).toEqual({ ...twoRounds()[1], offerPhaseEndsAt: null, offerPhaseEndedEarlyAt: null });
    const stored = await db.select().from(rounds).where(eq(rounds.sessionGroupId, answer.body.sessionGroupId));
    expect(stored).toHaveLength(2);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session-group.create'), eq(auditLogs.entityId, String(answer.body.sessionGroupId))));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorPlatformUid).toBe(people.admin.platformUid);
  });

  it('accepts rounds without the two optional deadlines', async () => {
    const round: Record<string, unknown> = { ...roundBody(1, new Date('2027-02-01T02:00:00.000Z')), reorderRankingDeadline: null };
    delete round.cancelRankingDeadline;
    const answer = await callCreate({ title: 'ไม่มีการเรียงใหม่', rounds: [round] }, people.admin.cookie);
    expect(answer.status).toBe(201);
    expect(answer.body.rounds[0]).toMatchObject({ reorderRankingDeadline: null, cancelRankingDeadline: null });
  });

  it('refuses dates out of order with a message naming the two dates', async () => {
    const round = roundBody(1, new Date('2027-02-01T02:00:00.000Z'));
    round.studentRankingDeadline = new Date('2027-01-01T00:00:00.000Z').toISOString();
    const answer = await callCreate({ title: 'ผิดลำดับ', rounds: [round] }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(
      'body.rounds.0.studentRankingDeadline: studentRankingDeadline must be on or after openingAnnouncementDate',
    );
  });

  it('refuses a reorder deadline after the result announcement', async () => {
    const round = roundBody(1, new Date('2027-02-01T02:00:00.000Z'));
    round.reorderRankingDeadline = new Date('2027-03-01T00:00:00.000Z').toISOString();
    const answer = await callCreate({ title: 'ผิดลำดับ', rounds: [round] }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('resultAnnouncementDate must be on or after reorderRankingDeadline');
  });

  it.each([
    ['no rounds', { title: 'ว่าง', rounds: [] }, 'At least one round is required'],
    ['rounds not numbered from 1', { title: 'เลขผิด', rounds: [roundBody(2, new Date('2027-02-01T02:00:00.000Z'))] }, 'expected 1'],
    ['no title', { rounds: twoRounds() }, 'body.title: Required'],
    [
      'a date that is not ISO',
      { title: 'x', rounds: [{ ...roundBody(1, new Date()), openingAnnouncementDate: 'tomorrow' }] },
      'Expected an ISO 8601 date-time',
    ],
    [
      'round 2 announced before round 1 results',
      { title: 'x', rounds: [roundBody(1, new Date('2027-02-01T02:00:00.000Z')), roundBody(2, new Date('2027-02-02T02:00:00.000Z'))] },
      'openingAnnouncementDate of round 2 must be on or after resultAnnouncementDate of round 1',
    ],
  ])('answers 400 for %s', async (_, body, message) => {
    const answer = await callCreate(body, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});

describe('GET /api/admin/session-groups', () => {
  it('answers the groups newest first, paged, each with its rounds and sessions', async () => {
    const older = await createSessionGroup(db, { title: 'เก่า' });
    await createSession(db, older.sessionGroupId, { title: 'รอบของกลุ่มเก่า' });
    const newer = await createSessionGroup(db, { title: 'ใหม่', roundCount: 2 });

    const first = await callList({ limit: '1' }, people.admin.cookie);
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({ sessionGroupId: newer.sessionGroupId, title: 'ใหม่', currentRound: 1 });
    expect(first.body.items[0].rounds.map((round: { round: number }) => round.round)).toEqual([1, 2]);
    expect(first.body.meta).toMatchObject({ itemCount: 1, itemsPerPage: 1, currentPage: 1 });

    const second = await callList({ limit: '1', page: '2' }, people.admin.cookie);
    expect(second.body.items[0]).toMatchObject({ sessionGroupId: older.sessionGroupId });
    expect(second.body.items[0].sessions).toEqual([
      expect.objectContaining({ title: 'รอบของกลุ่มเก่า', sessionGroupId: older.sessionGroupId, currentRound: 1 }),
    ]);
  });

  it('answers 400 for a bad page', async () => {
    expect((await callList({ page: '0' }, people.admin.cookie)).status).toBe(400);
    expect((await callList({ limit: '101' }, people.admin.cookie)).status).toBe(400);
  });
});

describe('GET /api/admin/session-groups/{sessionGroupId}', () => {
  it('answers the group with its rounds and sessions', async () => {
    const group = await createSessionGroup(db, { title: 'อ่าน', roundCount: 2 });
    const session = await createSession(db, group.sessionGroupId, { title: 'สหกิจ' });
    const answer = await callGet(String(group.sessionGroupId), people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sessionGroupId: group.sessionGroupId, title: 'อ่าน', currentRound: 1 });
    expect(answer.body.rounds[0].studentRankingDeadline).toBe(group.rounds[0].studentRankingDeadline.toISOString());
    expect(answer.body.sessions.map((entry: { sessionId: number }) => entry.sessionId)).toEqual([session.sessionId]);
  });

  it('answers 404 for an unknown group', async () => {
    expect((await callGet('999999', people.admin.cookie)).status).toBe(404);
  });
});

describe('PATCH /api/admin/session-groups/{sessionGroupId}', () => {
  it('renames the group and replaces its rounds (changing dates and adding a round)', async () => {
    const group = await createSessionGroup(db, { title: 'ก่อนแก้', roundCount: 1 });
    const answer = await callPatch(String(group.sessionGroupId), { title: 'หลังแก้', rounds: twoRounds() }, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('หลังแก้');
    expect(answer.body.rounds).toEqual(twoRounds().map((round) => ({ ...round, offerPhaseEndsAt: null, offerPhaseEndedEarlyAt: null })));
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session-group.update'), eq(auditLogs.entityId, String(group.sessionGroupId))));
    expect(audit).toHaveLength(1);
  });

  it('removes a round not reached yet but refuses to remove the current one', async () => {
    const group = await createSessionGroup(db, { roundCount: 3, currentRound: 2 });
    const removeThird = await callPatch(String(group.sessionGroupId), { rounds: twoRounds() }, people.admin.cookie);
    expect(removeThird.status).toBe(200);
    expect(removeThird.body.rounds).toHaveLength(2);

    const removeCurrent = await callPatch(String(group.sessionGroupId), { rounds: [twoRounds()[0]] }, people.admin.cookie);
    expect(removeCurrent.status).toBe(400);
    expect(removeCurrent.body.message).toContain('round 2 has already been reached');
    expect(await db.select().from(rounds).where(eq(rounds.sessionGroupId, group.sessionGroupId))).toHaveLength(2);
  });

  it('answers 400 for dates out of order or an empty body, and 404', async () => {
    const group = await createSessionGroup(db);
    const bad = roundBody(1, new Date('2027-02-01T02:00:00.000Z'));
    bad.resultAnnouncementDate = new Date('2027-01-01T00:00:00.000Z').toISOString();
    const answer = await callPatch(String(group.sessionGroupId), { rounds: [bad] }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('resultAnnouncementDate must be on or after');
    expect((await callPatch(String(group.sessionGroupId), {}, people.admin.cookie)).status).toBe(400);
    expect((await callPatch('999999', { title: 'x' }, people.admin.cookie)).status).toBe(404);
  });
});

describe('POST /api/admin/session-groups/{sessionGroupId}/close-round', () => {
  /** A group whose round 1 results were announced a minute ago; the later rounds lie ahead. */
  async function groupWithResultsOut(roundCount: number) {
    const group = await createSessionGroup(db, { roundCount, start: new Date(Date.now() + 30 * 86_400_000) });
    await placeMatchingRound(db, group.sessionGroupId, 1, 'resultAnnouncementDate', -60);
    return group;
  }

  it('moves to the next round: unmatched students rank again, matched ones keep their opening, openings with room reopen', async () => {
    const group = await groupWithResultsOut(2);
    const session = await createSession(db, group.sessionGroupId, { isMatchingInitiated: true });
    const company = await createCompany(db);
    const roomy = await createOpening(db, session.sessionId, company.companyId, { quota: 2, status: 'RESULT_ANNOUNCED' });
    const full = await createOpening(db, session.sessionId, company.companyId, { quota: 1, status: 'RESULT_ANNOUNCED' });
    const matched = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: roomy.openingId });
    const alsoMatched = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: full.openingId });
    const failed = await createPerson(db, 'student');
    await db
      .insert(enrollments)
      .values({ sessionId: session.sessionId, studentId: failed.studentId!, status: 'MATCHING_FAILED', matchedRound: 1 });

    const answer = await callClose(String(group.sessionGroupId), people.admin.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sessionGroupId: group.sessionGroupId, currentRound: 2 });
    expect(answer.body.sessions[0]).toMatchObject({
      currentRound: 2,
      isMatchingInitiated: false,
      studentRankingDeadline: group.rounds[1].studentRankingDeadline.toISOString(),
    });
    const statuses = Object.fromEntries(
      (await db.select().from(enrollments).where(eq(enrollments.sessionId, session.sessionId))).map((row) => [
        row.studentId,
        [row.status, row.assignedOpeningId],
      ]),
    );
    expect(statuses).toEqual({
      [matched.studentId!]: ['MATCHING_SUCCESS', roomy.openingId],
      [alsoMatched.studentId!]: ['MATCHING_SUCCESS', full.openingId],
      [failed.studentId!]: ['RANKING_PENDING', null],
    });
    const openingStatuses = Object.fromEntries(
      (await db.select().from(openings).where(eq(openings.sessionId, session.sessionId))).map((row) => [row.openingId, row.status]),
    );
    expect(openingStatuses).toEqual({ [roomy.openingId]: 'PUBLISHED', [full.openingId]: 'RESULT_ANNOUNCED' });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session-group.close-round'), eq(auditLogs.entityId, String(group.sessionGroupId))));
    expect(audit[0].details).toMatchObject({ closedRound: 1, currentRound: 2, returnedToRankingCount: 1, reopenedOpeningCount: 1 });
  });

  it('refuses (409) to close the last round', async () => {
    const group = await createSessionGroup(db, { roundCount: 1 });
    const answer = await callClose(String(group.sessionGroupId), people.admin.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('last round');
  });

  it('refuses (409) while a session with students waiting has not run its matching, and changes nothing', async () => {
    const group = await groupWithResultsOut(2);
    const session = await createSession(db, group.sessionGroupId, { title: 'ยังไม่จับคู่' });
    await enrollStudent(db, session.sessionId, people.student.studentId!);
    const answer = await callClose(String(group.sessionGroupId), people.admin.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('ยังไม่จับคู่');
    const [stored] = await db.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, group.sessionGroupId));
    expect(stored.currentRound).toBe(1);
  });

  it('closes a group whose sessions have no students without asking for a matching', async () => {
    const group = await groupWithResultsOut(2);
    await createSession(db, group.sessionGroupId);
    expect((await callClose(String(group.sessionGroupId), people.admin.cookie)).body.currentRound).toBe(2);
  });

  it('refuses (409) before the round’s resultAnnouncementDate: closing would announce its results early', async () => {
    const group = await createSessionGroup(db, { roundCount: 2, start: new Date(Date.now() + 86_400_000) });
    await createSession(db, group.sessionGroupId);
    const answer = await callClose(String(group.sessionGroupId), people.admin.cookie, IN_THAI);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^ปิดรอบที่ 1 \(หลังประกาศผล\) ได้ตั้งแต่ .+ น\.$/);
    const [stored] = await db.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, group.sessionGroupId));
    expect(stored.currentRound).toBe(1);
  });

  it('a double click closes one round: the second close answers 409 and the group stays in round 2', async () => {
    const group = await groupWithResultsOut(3);
    await createSession(db, group.sessionGroupId);
    expect((await callClose(String(group.sessionGroupId), people.admin.cookie)).status).toBe(200);
    const second = await callClose(String(group.sessionGroupId), people.admin.cookie, IN_THAI);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^ปิดรอบที่ 2 \(หลังประกาศผล\) ได้ตั้งแต่ /);
    const [stored] = await db.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, group.sessionGroupId));
    expect(stored.currentRound).toBe(2);
  });

  it('answers 404 for an unknown group', async () => {
    expect((await callClose('999999', people.admin.cookie)).status).toBe(404);
  });
});

describe('GET /api/admin/session-groups/{sessionGroupId}/dashboard', () => {
  it('counts students per session by enrollment status and openings by status, zeroes included', async () => {
    const group = await createSessionGroup(db, { title: 'แดชบอร์ด' });
    const first = await createSession(db, group.sessionGroupId, { title: 'ภาคฤดูร้อน' });
    const second = await createSession(db, group.sessionGroupId, { title: 'สหกิจ' });
    const company = await createCompany(db);
    const [a, b, c] = await Promise.all([createPerson(db, 'student'), createPerson(db, 'student'), createPerson(db, 'student')]);
    await db.insert(enrollments).values([
      { sessionId: first.sessionId, studentId: a.studentId!, status: 'RANKING_PENDING' },
      { sessionId: first.sessionId, studentId: b.studentId!, status: 'RANKING_SUBMITTED' },
      { sessionId: first.sessionId, studentId: c.studentId!, status: 'RANKING_SUBMITTED' },
    ]);
    await createOpening(db, first.sessionId, company.companyId, { status: 'PUBLISHED', quota: 3 });
    await createOpening(db, first.sessionId, company.companyId, { status: 'RANKING_SUBMITTED', quota: 2 });
    await createOpening(db, first.sessionId, company.companyId, { status: 'DRAFT' });
    // Another group's figures stay out.
    const otherGroup = await createSessionGroup(db);
    const otherSession = await createSession(db, otherGroup.sessionGroupId);
    await enrollStudent(db, otherSession.sessionId, a.studentId!);

    const answer = await callDashboard(String(group.sessionGroupId), people.admin.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sessionGroupId: group.sessionGroupId, title: 'แดชบอร์ด', currentRound: 1 });
    expect(answer.body.studentRankings).toEqual([
      {
        sessionId: first.sessionId,
        title: 'ภาคฤดูร้อน',
        total: 3,
        byStatus: { PROFILE_EDIT_PENDING: 0, RANKING_PENDING: 1, RANKING_SUBMITTED: 2, MATCHING_SUCCESS: 0, MATCHING_FAILED: 0 },
      },
      {
        sessionId: second.sessionId,
        title: 'สหกิจ',
        total: 0,
        byStatus: { PROFILE_EDIT_PENDING: 0, RANKING_PENDING: 0, RANKING_SUBMITTED: 0, MATCHING_SUCCESS: 0, MATCHING_FAILED: 0 },
      },
    ]);
    expect(answer.body.companyRankings[0]).toEqual({
      sessionId: first.sessionId,
      title: 'ภาคฤดูร้อน',
      byStatus: { DRAFT: 1, PUBLISHED: 1, WITHDRAWN: 0, RANKING_SUBMITTED: 1, RESULT_ANNOUNCED: 0 },
      quotaByStatus: { DRAFT: 2, PUBLISHED: 3, WITHDRAWN: 0, RANKING_SUBMITTED: 2, RESULT_ANNOUNCED: 0 },
      submitted: 1,
      notSubmitted: 1,
    });
    expect(answer.body.companyRankings[1]).toMatchObject({ sessionId: second.sessionId, submitted: 0, notSubmitted: 0 });
  });

  it('answers 404 for an unknown group and 400 for a negative id', async () => {
    expect((await callDashboard('999999', people.admin.cookie)).status).toBe(404);
    expect((await callDashboard('-1', people.admin.cookie)).status).toBe(400);
  });
});
