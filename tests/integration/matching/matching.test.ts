import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DELETE as undoStudentMatch,
  POST as setStudentMatch,
} from '@/app/api/admin/sessions/[sessionId]/enrollments/[studentId]/matching/route';
import { GET as getResults } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/route';
import { GET as preview } from '@/app/api/admin/sessions/[sessionId]/matching/preview/route';
import { DELETE as undoRun, POST as run } from '@/app/api/admin/sessions/[sessionId]/matching/route';
import { GET as getStudentResult } from '@/app/api/student/sessions/[sessionId]/matching/[round]/route';
import type { Database } from '@/db/client';
import {
  applications,
  auditLogs,
  companyRankingSubmissions,
  enrollments,
  matchingResults,
  matchingRoundResults,
  matchingRuns,
  openings,
  rounds,
  sessions,
  students as studentsTable,
} from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { resolveActorFromToken } from '@/server/auth/resolve-actor-from-token';
import { closeRound } from '@/server/session-groups';
import { callRoute, IN_THAI } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  type TestPerson,
} from '../../support/fixtures';
import {
  announceResults,
  openMatchingWindow,
  placeMatchingRound,
  submitCompanyRankingRows,
  submitRankingRows,
} from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

/**
 * One session, four students who submitted and one who did not, three openings:
 *   s1: A, B   s2: A, B   s3: B, C   s4: C, A
 *   A (quota 1) ranks s2, s1 and excludes s4; B (quota 2) ranks s1, s3 and excludes s2; C (quota 1) has no ranking.
 * The student-optimal stable matching: s1→B, s2→A, s3→B, s4 unmatched.
 */
type World = Awaited<ReturnType<typeof createWorld>>;
let world: World;
let serial = 0;

async function createWorld() {
  serial++;
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db, { companyNameTh: `บริษัท จับคู่ ${serial} จำกัด` });
  const [a, b, c] = await Promise.all([
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง A', quota: 1, status: 'PUBLISHED' }),
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง B', quota: 2, status: 'PUBLISHED' }),
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง C', quota: 1, status: 'PUBLISHED' }),
  ]);
  const students: TestPerson[] = [];
  for (let index = 1; index <= 5; index++)
    students.push(await createPerson(db, 'student', { studentId: `67${String(serial).padStart(4, '0')}${index}000` }));
  const [s1, s2, s3, s4, s5] = students;
  await db
    .insert(enrollments)
    .values(
      students.map((student) => ({ sessionId: session.sessionId, studentId: student.studentId!, status: 'RANKING_PENDING' as const })),
    );
  const round = 1;
  await submitRankingRows(db, { sessionId: session.sessionId, round, studentId: s1.studentId!, openingIds: [a.openingId, b.openingId] });
  await submitRankingRows(db, { sessionId: session.sessionId, round, studentId: s2.studentId!, openingIds: [a.openingId, b.openingId] });
  await submitRankingRows(db, { sessionId: session.sessionId, round, studentId: s3.studentId!, openingIds: [b.openingId, c.openingId] });
  await submitRankingRows(db, { sessionId: session.sessionId, round, studentId: s4.studentId!, openingIds: [c.openingId, a.openingId] });
  await submitCompanyRankingRows(db, { openingId: a.openingId, round, selectedStudentIds: [s2.studentId!, s1.studentId!] });
  await submitCompanyRankingRows(db, { openingId: b.openingId, round, selectedStudentIds: [s1.studentId!, s3.studentId!] });
  await openMatchingWindow(db, group.sessionGroupId);
  return { group, session, company, a, b, c, s1, s2, s3, s4, s5, sessionId: String(session.sessionId) };
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

function callRun(options: { cookie?: string; sessionId?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('POST', run, {
    path: `/api/admin/sessions/${sessionId}/matching`,
    params: { sessionId },
    body: options.body,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
    headers: options.headers,
  });
}
function callPreview(options: { cookie?: string; sessionId?: string; headers?: Record<string, string> } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('GET', preview, {
    path: `/api/admin/sessions/${sessionId}/matching/preview`,
    params: { sessionId },
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
    headers: options.headers,
  });
}
function callUndoRun(options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('DELETE', undoRun, {
    path: `/api/admin/sessions/${sessionId}/matching`,
    params: { sessionId },
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}
function callResults(round: string, query: Record<string, string> = {}, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('GET', getResults, {
    path: `/api/admin/sessions/${sessionId}/matching/${round}`,
    params: { sessionId, round },
    query,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}
function callSet(studentId: string, body: unknown, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('POST', setStudentMatch, {
    path: `/api/admin/sessions/${sessionId}/enrollments/${studentId}/matching`,
    params: { sessionId, studentId },
    body,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}
function callUndoSet(studentId: string, body?: unknown, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('DELETE', undoStudentMatch, {
    path: `/api/admin/sessions/${sessionId}/enrollments/${studentId}/matching`,
    params: { sessionId, studentId },
    body,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}
function callStudent(student: TestPerson | undefined, round = '1', options: { sessionId?: string; cookie?: string } = {}) {
  const sessionId = options.sessionId ?? world.sessionId;
  return callRoute('GET', getStudentResult, {
    path: `/api/student/sessions/${sessionId}/matching/${round}`,
    params: { sessionId, round },
    cookie: options.cookie ?? student?.cookie,
  });
}

async function enrollmentOf(student: TestPerson) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, student.studentId!)));
  return row;
}
async function assignments() {
  const rows = await db.select().from(enrollments).where(eq(enrollments.sessionId, world.session.sessionId));
  const byId = new Map(rows.map((row) => [row.studentId, row]));
  return [world.s1, world.s2, world.s3, world.s4, world.s5].map((student) => {
    const row = byId.get(student.studentId!)!;
    return [row.status, row.assignedOpeningId];
  });
}

describe('POST /api/admin/sessions/{sessionId}/matching', () => {
  beforeEach(async () => {
    world = await createWorld();
  });

  it('runs when asked with no body, as SPEC §7 says', async () => {
    const answer = await callRun();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'run', round: 1, matchedCount: 3, unmatchedCount: 1 });
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toHaveLength(1);
    expect((await callRun({ body: { confirm: true } })).body).toMatchObject({ kind: 'run', round: 1 });
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toHaveLength(2);
  });

  it('refuses {confirm:false}, the preview request of the old contract, rather than run', async () => {
    const refused = await callRun({ body: { confirm: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'body.confirm: POST runs the matching; the preview is GET /api/admin/sessions/{sessionId}/matching/preview',
    );
    expect((await callRun({ body: { dryRun: true } })).status).toBe(400);
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toEqual([]);
  });
  it('runs the student-optimal stable matching and writes results, enrollments, the run and the audit in one go', async () => {
    const answer = await callRun();

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'run',
      round: 1,
      isFeasible: true,
      isStable: true,
      problems: [],
      studentCount: 4,
      matchedCount: 3,
      unmatchedCount: 1,
      openingsWithoutRankingCount: 1,
    });
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_SUCCESS', world.a.openingId],
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_FAILED', null],
      ['RANKING_PENDING', null],
    ]);
    expect((await enrollmentOf(world.s1)).matchedRound).toBe(1);
    const results = await db.select().from(matchingRoundResults).where(eq(matchingRoundResults.sessionId, world.session.sessionId));
    expect(results).toHaveLength(4);
    expect(results.every((row) => row.source === 'ALGORITHM' && row.runId === answer.body.runId)).toBe(true);
    // While the round is current, the enrollments are the results: no second row per student.
    expect(await db.select().from(matchingResults).where(eq(matchingResults.sessionId, world.session.sessionId))).toEqual([]);
    const [session] = await db.select().from(sessions).where(eq(sessions.sessionId, world.session.sessionId));
    expect(session.isMatchingInitiated).toBe(true);
    const [runRow] = await db.select().from(matchingRuns).where(eq(matchingRuns.runId, answer.body.runId));
    expect(runRow).toMatchObject({
      isStable: true,
      matchedCount: 3,
      unmatchedCount: 1,
      runByPlatformUid: people.admin.platformUid,
      undoneAt: null,
    });
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'matching.run'), eq(auditLogs.entityId, world.sessionId)));
    expect(audits).toHaveLength(1);
  });

  it('reruns to the same result, keeping a manual set, and counts only ACTIVE applications and current rankings', async () => {
    expect((await callRun()).status).toBe(200);
    // s4 is placed by hand at C (which has no ranking); a rerun must keep it and use C's quota.
    expect((await callSet(world.s4.studentId!, { openingId: world.c.openingId })).status).toBe(200);
    const rerun = await callRun();
    expect(rerun.body).toMatchObject({ isStable: true, studentCount: 3, matchedCount: 3, unmatchedCount: 0 });
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_SUCCESS', world.a.openingId],
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_SUCCESS', world.c.openingId],
      ['RANKING_PENDING', null],
    ]);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'matching.rerun'), eq(auditLogs.entityId, world.sessionId)));
    expect(audits).toHaveLength(1);

    // s2 cancels its application to A, so A's next choice s1 gets it, and s2 (excluded by B) ends unmatched.
    await db
      .update(applications)
      .set({ status: 'CANCELLED' })
      .where(and(eq(applications.studentId, world.s2.studentId!), eq(applications.openingId, world.a.openingId)));
    await callRun();
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.a.openingId],
      ['MATCHING_FAILED', null],
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_SUCCESS', world.c.openingId],
      ['RANKING_PENDING', null],
    ]);
    // B's company unsubmits: B takes no one (its latest row is an UNSUBMIT).
    await db.insert(companyRankingSubmissions).values({ openingId: world.b.openingId, round: 1, action: 'UNSUBMIT' });
    await callRun();
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.a.openingId],
      ['MATCHING_FAILED', null],
      ['MATCHING_FAILED', null],
      ['MATCHING_SUCCESS', world.c.openingId],
      ['RANKING_PENDING', null],
    ]);
  });

  it('runs only once the company ranking, reorder and cancel windows have closed, and before resultAnnouncementDate', async () => {
    const inThai = { headers: IN_THAI };
    const early = /^จับคู่รอบที่ 1 ได้ตั้งแต่ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\. เมื่อปิดการจัดอันดับของบริษัท การเปลี่ยนลำดับ และการยกเลิกการสมัครแล้ว$/;
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'companyRankingDeadline', 2);
    const beforeCompany = await callRun(inThai);
    expect(beforeCompany.status).toBe(409);
    expect(beforeCompany.body.message).toMatch(early);
    expect((await callPreview(inThai)).body).toMatchObject({ canRun: false, blockedReason: beforeCompany.body.message });

    // The company ranking has closed but students may still reorder and cancel: running now would cut that short.
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'companyRankingDeadline', -60);
    const beforeStudents = await callRun(inThai);
    expect(beforeStudents.status).toBe(409);
    expect(beforeStudents.body.message).toMatch(early);
    const [round1] = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, world.group.sessionGroupId), eq(rounds.round, 1)));
    expect(beforeStudents.body.message).toContain(formatDateTime(round1.cancelRankingDeadline));
    const preview = await callPreview(inThai);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ canRun: false, blockedReason: beforeStudents.body.message, studentCount: 4 });
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toEqual([]);
    // A round that offers only a later reorder names that date and not the cancel.
    await db
      .update(rounds)
      .set({ cancelRankingDeadline: null })
      .where(and(eq(rounds.sessionGroupId, world.group.sessionGroupId), eq(rounds.round, 1)));
    expect((await callRun(inThai)).body.message).toMatch(/เมื่อปิดการจัดอันดับของบริษัท และการเปลี่ยนลำดับแล้ว$/);

    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'matchingOpensAt', -0.001);
    expect((await callRun()).status).toBe(200);

    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', 2);
    expect((await callRun()).status).toBe(200);
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -0.001);
    const late = await callRun(inThai);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^หมดเขตแก้ผลการจับคู่ของรอบที่ 1 เมื่อ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
  });

  it('answers 404 for an unknown session and 400 naming a bad id, running nothing', async () => {
    expect((await callRun({ sessionId: '999999' })).status).toBe(404);
    const bad = await callRun({ sessionId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.sessionId/);
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toEqual([]);
  });
});

describe('GET /api/admin/sessions/{sessionId}/matching/preview', () => {
  beforeEach(async () => {
    world = await createWorld();
  });

  it('previews without writing: who takes part and which openings have no company ranking', async () => {
    const before = await assignments();
    const answer = await callPreview();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      kind: 'preview',
      sessionId: world.session.sessionId,
      round: 1,
      canRun: true,
      blockedReason: null,
      isMatchingInitiated: false,
      studentCount: 4,
      openingCount: 3,
      applicationCount: 8,
      openingsWithoutRanking: [
        {
          openingId: world.c.openingId,
          title: 'ตำแหน่ง C',
          companyNameTh: world.company.companyNameTh,
          // Both names, so an English page names the company in English.
          companyNameEn: world.company.companyNameEn,
          applicationCount: 2,
        },
      ],
    });
    expect(await db.select().from(matchingRuns).where(eq(matchingRuns.sessionId, world.session.sessionId))).toEqual([]);
    expect(await assignments()).toEqual(before);
    const [session] = await db.select().from(sessions).where(eq(sessions.sessionId, world.session.sessionId));
    expect(session.isMatchingInitiated).toBe(false);
    expect(
      await db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.entityId, String(world.session.sessionId))),
    ).toEqual([]);
  });

  it('says a rerun replaces the last run, and why the run is refused outside its window', async () => {
    await callRun();
    expect((await callPreview()).body).toMatchObject({ canRun: true, isMatchingInitiated: true, studentCount: 4 });
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -0.001);
    const late = await callPreview({ headers: IN_THAI });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ canRun: false, blockedReason: expect.stringMatching(/^หมดเขตแก้ผลการจับคู่ของรอบที่ 1 เมื่อ /) });
  });

  it('answers 404 for an unknown session', async () => {
    expect((await callPreview({ sessionId: '999999' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/sessions/{sessionId}/matching', () => {
  beforeEach(async () => {
    world = await createWorld();
  });

  it('undoes the algorithm’s results (manual sets stay) and marks the run undone', async () => {
    expect((await callUndoRun()).status).toBe(409);
    const ran = await callRun();
    await callSet(world.s4.studentId!, { openingId: world.c.openingId });

    const answer = await callUndoRun();

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'The matching of round 1 was undone' });
    expect(await assignments()).toEqual([
      ['RANKING_SUBMITTED', null],
      ['RANKING_SUBMITTED', null],
      ['RANKING_SUBMITTED', null],
      ['MATCHING_SUCCESS', world.c.openingId],
      ['RANKING_PENDING', null],
    ]);
    const results = await db.select().from(matchingResults).where(eq(matchingResults.sessionId, world.session.sessionId));
    expect(results.map((row) => [row.studentId, row.openingId, row.source])).toEqual([[world.s4.studentId, world.c.openingId, 'MANUAL']]);
    const [runRow] = await db.select().from(matchingRuns).where(eq(matchingRuns.runId, ran.body.runId));
    expect(runRow.undoneAt).not.toBeNull();
    const [session] = await db.select().from(sessions).where(eq(sessions.sessionId, world.session.sessionId));
    expect(session.isMatchingInitiated).toBe(false);
    expect(
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'matching.undo'), eq(auditLogs.entityId, world.sessionId))),
    ).toHaveLength(1);
  });

  it('refuses after the result announcement and answers 404 for an unknown session', async () => {
    await callRun();
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -0.001);
    expect((await callUndoRun()).status).toBe(409);
    expect((await callUndoRun({ sessionId: '999999' })).status).toBe(404);
  });
});

describe('GET /api/admin/sessions/{sessionId}/matching/{round}', () => {
  beforeAll(async () => {
    world = await createWorld();
  });

  it('answers the state before any run', async () => {
    const answer = await callResults('1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      round: 1,
      currentRound: 1,
      isCurrentRound: true,
      isMatchingInitiated: false,
      isAnnounced: false,
      canRunAlgorithm: true,
      canChangeResults: true,
      latestRun: null,
    });
    expect(answer.body.results).toEqual({
      items: [],
      meta: { totalItem: 0, itemCount: 0, itemsPerPage: 20, totalPage: 0, currentPage: 1 },
    });
  });

  it('answers the verdict, the counts and the results paged and filtered', async () => {
    await callRun();
    const answer = await callResults('1', { limit: '2' });
    expect(answer.body).toMatchObject({
      isMatchingInitiated: true,
      latestRun: { isStable: true, matchedCount: 3, unmatchedCount: 1, undoneAt: null },
      summary: { matchedCount: 3, unmatchedCount: 1, manualCount: 0 },
    });
    expect(answer.body.results.meta).toEqual({ totalItem: 4, itemCount: 2, itemsPerPage: 2, totalPage: 2, currentPage: 1 });
    expect(answer.body.results.items[0]).toMatchObject({
      studentId: world.s1.studentId,
      openingId: world.b.openingId,
      openingTitle: 'ตำแหน่ง B',
      companyNameTh: world.company.companyNameTh,
      source: 'ALGORITHM',
      enrollmentStatus: 'MATCHING_SUCCESS',
    });
    const unmatched = await callResults('1', { outcome: 'UNMATCHED' });
    expect(unmatched.body.results.items.map((item: { studentId: string }) => item.studentId)).toEqual([world.s4.studentId]);
    const searched = await callResults('1', { search: world.s3.studentId! });
    expect(searched.body.results.items.map((item: { studentId: string }) => item.studentId)).toEqual([world.s3.studentId]);
  });

  it('answers 404 for an unknown session or a round not reached, and 400 for a bad round, outcome or limit', async () => {
    expect((await callResults('1', {}, { sessionId: '999999' })).status).toBe(404);
    expect((await callResults('2')).status).toBe(404);
    expect((await callResults('0')).status).toBe(400);
    expect((await callResults('1', { outcome: 'MAYBE' })).status).toBe(400);
    expect((await callResults('1', { limit: '101' })).status).toBe(400);
  });
});

describe('POST and DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching', () => {
  beforeEach(async () => {
    world = await createWorld();
  });

  async function remaining(openingId: number) {
    const [opening] = await db.select().from(openings).where(eq(openings.openingId, openingId));
    const taken = await db.select().from(enrollments).where(eq(enrollments.assignedOpeningId, openingId));
    return opening.quota - taken.length;
  }

  it('sets a match by hand (using quota) and undoes it (freeing it) before the matching has run', async () => {
    const set = await callSet(world.s5.studentId!, { openingId: world.a.openingId });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      sessionId: world.session.sessionId,
      round: 1,
      studentId: world.s5.studentId,
      status: 'MATCHING_SUCCESS',
      openingId: world.a.openingId,
      source: 'MANUAL',
      remainingQuota: 0,
    });
    expect(await remaining(world.a.openingId)).toBe(0);
    const full = await callSet(world.s4.studentId!, { openingId: world.a.openingId });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`Opening ${world.a.openingId} has no remaining quota (1 of 1 taken)`);
    expect((await callSet(world.s5.studentId!, { openingId: world.b.openingId })).status).toBe(409);

    // The algorithm now works with A full: s2 goes to B, s1 to B, s3 has no room at B and C has no ranking.
    await callRun();
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_FAILED', null],
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_FAILED', null],
      ['MATCHING_SUCCESS', world.a.openingId],
    ]);
    expect(await remaining(world.b.openingId)).toBe(0);
    await callUndoRun();

    const wrongOpening = await callUndoSet(world.s5.studentId!, { openingId: world.b.openingId });
    expect(wrongOpening.status).toBe(409);
    const undo = await callUndoSet(world.s5.studentId!, { openingId: world.a.openingId });
    expect(undo.status).toBe(200);
    // Before the matching ran, s5 (who never submitted) goes back to what its profile allows: the fixture's lacks required fields.
    expect(undo.body).toEqual({
      sessionId: world.session.sessionId,
      round: 1,
      studentId: world.s5.studentId,
      status: 'PROFILE_EDIT_PENDING',
      openingId: null,
      freedOpeningId: world.a.openingId,
    });
    expect(await remaining(world.a.openingId)).toBe(1);
    expect(await db.select().from(matchingResults).where(eq(matchingResults.studentId, world.s5.studentId!))).toEqual([]);
    expect((await callUndoSet(world.s5.studentId!)).status).toBe(409);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, `${world.session.sessionId}:${world.s5.studentId}`));
    expect(audits.map((row) => row.action).sort()).toEqual(['matching.manual-set', 'matching.manual-undo']);

    // With a complete profile, s5 goes back to waiting for a ranking.
    await db
      .update(studentsTable)
      .set({
        firstNameTh: 'ห้า',
        lastNameTh: 'ทดสอบ',
        firstNameEn: 'Five',
        lastNameEn: 'Test',
        email: 's5@example.com',
        phone: '0800000005',
        gpax: '3.50',
      })
      .where(eq(studentsTable.studentId, world.s5.studentId!));
    expect((await callSet(world.s5.studentId!, { openingId: world.a.openingId })).status).toBe(200);
    expect((await callUndoSet(world.s5.studentId!)).body.status).toBe('RANKING_PENDING');
  });

  it('after the matching ran, undoing a student leaves them MATCHING_FAILED and a rerun decides for them again', async () => {
    await callRun();
    const undo = await callUndoSet(world.s1.studentId!);
    expect(undo.body).toMatchObject({ status: 'MATCHING_FAILED', freedOpeningId: world.b.openingId });
    expect(await remaining(world.b.openingId)).toBe(1);
    const [row] = await db
      .select()
      .from(matchingResults)
      .where(and(eq(matchingResults.studentId, world.s1.studentId!), eq(matchingResults.round, 1)));
    expect(row).toMatchObject({ openingId: null, source: 'MANUAL' });
    await callRun();
    expect((await enrollmentOf(world.s1)).assignedOpeningId).toBe(world.b.openingId);
  });

  it('keeps quotas right under many sets and undos', async () => {
    const quota = { [world.a.openingId]: 1, [world.b.openingId]: 2, [world.c.openingId]: 1 };
    const held = new Map<string, number>();
    const studentsInOrder = [world.s1, world.s2, world.s3, world.s4, world.s5];
    const openingsInOrder = [world.a.openingId, world.b.openingId, world.c.openingId];
    // A fixed script of operations (deterministic), checked against a model after each step.
    for (let step = 0; step < 24; step++) {
      const student = studentsInOrder[(step * 3) % 5].studentId!;
      const openingId = openingsInOrder[(step * 7) % 3];
      if (held.has(student)) {
        expect((await callUndoSet(student)).status).toBe(200);
        held.delete(student);
      } else {
        const used = [...held.values()].filter((value) => value === openingId).length;
        const answer = await callSet(student, { openingId });
        expect(answer.status).toBe(used < quota[openingId] ? 200 : 409);
        if (answer.status === 200) held.set(student, openingId);
      }
      for (const opening of openingsInOrder)
        expect(await remaining(opening)).toBe(quota[opening] - [...held.values()].filter((value) => value === opening).length);
    }
  });

  it('refuses after the result announcement, and answers 404 and 400', async () => {
    const studentId = world.s5.studentId!;
    expect((await callSet(studentId, { openingId: world.a.openingId }, { sessionId: '999999' })).status).toBe(404);
    expect((await callSet('6799999999', { openingId: world.a.openingId })).status).toBe(404);
    expect((await callUndoSet('6799999999')).status).toBe(404);
    expect((await callSet(studentId, { openingId: 999999 })).status).toBe(404);
    const other = await createSession(db, world.group.sessionGroupId);
    const elsewhere = await createOpening(db, other.sessionId, world.company.companyId, { status: 'PUBLISHED' });
    expect((await callSet(studentId, { openingId: elsewhere.openingId })).status).toBe(404);
    const draft = await createOpening(db, world.session.sessionId, world.company.companyId, { status: 'DRAFT' });
    expect((await callSet(studentId, { openingId: draft.openingId })).status).toBe(409);
    expect((await callSet(studentId, {})).status).toBe(400);
    expect((await callSet(studentId, { openingId: 'A' })).status).toBe(400);
    expect((await callUndoSet(studentId, { openingId: -1 })).status).toBe(400);

    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', 2);
    expect((await callSet(studentId, { openingId: world.a.openingId })).status).toBe(200);
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -0.001);
    expect((await callUndoSet(studentId)).status).toBe(409);
    expect((await callSet(world.s4.studentId!, { openingId: world.c.openingId })).status).toBe(409);
  });
});

describe('GET /api/student/sessions/{sessionId}/matching/{round}', () => {
  beforeAll(async () => {
    world = await createWorld();
  });

  it('says nothing before the result announcement', async () => {
    await callRun();
    const answer = await callStudent(world.s1);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      round: 1,
      isAnnounced: false,
      outcome: null,
      assignedOpening: null,
      source: null,
      applications: [],
    });
  });

  it('answers each student’s result with a reason per application from the announcement', async () => {
    await announceResults(db, world.group.sessionGroupId);
    const s1 = await callStudent(world.s1);
    expect(s1.body).toMatchObject({
      isAnnounced: true,
      outcome: 'MATCHED',
      source: 'ALGORITHM',
      assignedOpening: { openingId: world.b.openingId, title: 'ตำแหน่ง B', companyNameTh: world.company.companyNameTh },
    });
    expect(s1.body.applications.map((item: { title: string; outcome: string }) => [item.title, item.outcome])).toEqual([
      ['ตำแหน่ง A', 'FILLED_BY_HIGHER_RANKED'],
      ['ตำแหน่ง B', 'MATCHED'],
    ]);
    const s2 = await callStudent(world.s2);
    expect(s2.body.applications.map((item: { outcome: string }) => item.outcome)).toEqual(['MATCHED', 'MATCHED_ELSEWHERE']);
    const s4 = await callStudent(world.s4);
    expect(s4.body).toMatchObject({ outcome: 'UNMATCHED', assignedOpening: null });
    expect(
      s4.body.applications.map((item: { title: string; outcome: string; studentPreferenceRank: number }) => [
        item.title,
        item.studentPreferenceRank,
        item.outcome,
      ]),
    ).toEqual([
      ['ตำแหน่ง C', 1, 'NO_COMPANY_RANKING'],
      ['ตำแหน่ง A', 2, 'NOT_SELECTED'],
    ]);
    const s5 = await callStudent(world.s5);
    expect(s5.body).toMatchObject({ isAnnounced: true, outcome: 'NOT_IN_ROUND', applications: [] });
  });

  it('answers 404 when not enrolled or for a round not reached', async () => {
    expect((await callStudent(people.student)).status).toBe(404);
    expect((await callStudent(world.s1, '1', { sessionId: '999999' })).status).toBe(404);
    expect((await callStudent(world.s1, '2')).status).toBe(404);
  });
});

describe('the next round', () => {
  it('leaves a matched student out of the next round’s matching and lowers the opening’s quota', async () => {
    world = await createWorld();
    await callRun();
    await announceResults(db, world.group.sessionGroupId);
    const actor = await resolveActorFromToken({ db, token: people.admin.cookie.split('=')[1], now: new Date() });
    await closeRound({ ctx: { db, actor: actor!, now: new Date() }, sessionGroupId: world.group.sessionGroupId });
    await submitRankingRows(db, {
      sessionId: world.session.sessionId,
      round: 2,
      studentId: world.s4.studentId!,
      openingIds: [world.b.openingId],
    });
    // s1 (matched to B in round 1) also has an ACTIVE round-2 application: the matching must ignore it.
    await db.insert(applications).values({
      sessionId: world.session.sessionId,
      round: 2,
      studentId: world.s1.studentId!,
      openingId: world.b.openingId,
      studentPreferenceRank: 1,
    });
    await submitCompanyRankingRows(db, {
      openingId: world.b.openingId,
      round: 2,
      selectedStudentIds: [world.s1.studentId!, world.s4.studentId!],
    });
    await openMatchingWindow(db, world.group.sessionGroupId, 2);

    const answer = await callRun();

    expect(answer.body).toMatchObject({ round: 2, studentCount: 1, matchedCount: 0, unmatchedCount: 1 });
    // B's quota of 2 is used by s1 and s3 from round 1, so s4 gets no place although B selected it.
    expect((await enrollmentOf(world.s4)).status).toBe('MATCHING_FAILED');
    expect(await assignments()).toEqual([
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_SUCCESS', world.a.openingId],
      ['MATCHING_SUCCESS', world.b.openingId],
      ['MATCHING_FAILED', null],
      ['RANKING_PENDING', null],
    ]);
    const round2 = await db
      .select()
      .from(matchingRoundResults)
      .where(and(eq(matchingRoundResults.sessionId, world.session.sessionId), eq(matchingRoundResults.round, 2)));
    expect(round2.map((row) => row.studentId)).toEqual([world.s4.studentId]);
    // Closing round 1 kept its results as rows, matched and unmatched, with the run they came from.
    const kept = await db
      .select()
      .from(matchingResults)
      .where(and(eq(matchingResults.sessionId, world.session.sessionId), eq(matchingResults.round, 1)))
      .orderBy(matchingResults.studentId);
    expect(kept.map((row) => [row.studentId, row.openingId, row.source])).toEqual([
      [world.s1.studentId, world.b.openingId, 'ALGORITHM'],
      [world.s2.studentId, world.a.openingId, 'ALGORITHM'],
      [world.s3.studentId, world.b.openingId, 'ALGORITHM'],
      [world.s4.studentId, null, 'ALGORITHM'],
    ]);
    expect(kept.every((row) => row.runId !== null)).toBe(true);
  });
});
