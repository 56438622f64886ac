// Ranking edits, the matching run and closing a round, two at a time on two real connections.
// PGlite has one connection, so these run only on PostgreSQL (DATABASE_URL).
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as unsubmitCompanyRoute } from '@/app/api/admin/openings/[openingId]/ranking/[round]/route';
import { POST as closeRoundRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/close-round/route';
import { DELETE as unsubmitStudentRoute } from '@/app/api/admin/sessions/[sessionId]/enrollments/[studentId]/ranking/[round]/route';
import { POST as runRoute } from '@/app/api/admin/sessions/[sessionId]/matching/route';
import { POST as companySubmitRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/route';
import { PATCH as cancelRoute, POST as submitRoute, PUT as reorderRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import type { Database } from '@/db/client';
import { applications, enrollments, rounds, sessionGroups, sessions } from '@/db/schema';
import { callRoute, type ApiAnswer } from '../../support/api';
import { holdTransaction, tracked, waitForLockWaiters } from '../../support/concurrency';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  type TestPerson,
} from '../../support/fixtures';
import { placeMatchingRound, submitCompanyRankingRows, submitRankingRows } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let serial = 0;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

/**
 * One session: s1 ranks A, B; s2 ranks A, B; s3 ranks B. A (quota 1) selects s2, s1; B (quota 2) selects s1, s3;
 * C has no ranking. The matching gives s1→B, s2→A, s3→B; if s1 cancels B first, s1 ends unmatched.
 * s4 is enrolled and has not submitted. The round is placed so that `pivot` is now + offsetSeconds.
 */
async function createWorld(
  pivot: 'companyRankingDeadline' | 'matchingOpensAt' | 'resultAnnouncementDate' = 'companyRankingDeadline',
  offsetSeconds = -1800,
) {
  serial++;
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db, { companyNameTh: `บริษัท แข่งกัน ${serial} จำกัด` });
  const companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  const [a, b, c] = await Promise.all([
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง A', quota: 1, status: 'PUBLISHED' }),
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง B', quota: 2, status: 'PUBLISHED' }),
    createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง C', quota: 1, status: 'PUBLISHED' }),
  ]);
  const students: TestPerson[] = [];
  for (let index = 1; index <= 4; index++)
    students.push(await createPerson(db, 'student', { studentId: `68${String(serial).padStart(4, '0')}${index}000` }));
  const [s1, s2, s3, s4] = students;
  await db
    .insert(enrollments)
    .values(
      students.map((student) => ({ sessionId: session.sessionId, studentId: student.studentId!, status: 'RANKING_PENDING' as const })),
    );
  await submitRankingRows(db, { sessionId: session.sessionId, round: 1, studentId: s1.studentId!, openingIds: [a.openingId, b.openingId] });
  await submitRankingRows(db, { sessionId: session.sessionId, round: 1, studentId: s2.studentId!, openingIds: [a.openingId, b.openingId] });
  await submitRankingRows(db, { sessionId: session.sessionId, round: 1, studentId: s3.studentId!, openingIds: [b.openingId] });
  await submitCompanyRankingRows(db, { openingId: a.openingId, round: 1, selectedStudentIds: [s2.studentId!, s1.studentId!] });
  await submitCompanyRankingRows(db, { openingId: b.openingId, round: 1, selectedStudentIds: [s1.studentId!, s3.studentId!] });
  await placeMatchingRound(db, group.sessionGroupId, 1, pivot, offsetSeconds);
  return { group, session, company, companyUser, a, b, c, s1, s2, s3, s4 };
}
type World = Awaited<ReturnType<typeof createWorld>>;

const studentCall = (method: 'POST' | 'PUT' | 'PATCH', world: World, student: TestPerson, openingIds: number[]) => {
  const handler = { POST: submitRoute, PUT: reorderRoute, PATCH: cancelRoute }[method];
  const sessionId = String(world.session.sessionId);
  return callRoute(method, handler, {
    path: `/api/student/sessions/${sessionId}/ranking`,
    params: { sessionId },
    cookie: student.cookie,
    body: { openingIds },
  });
};
const run = (world: World) => {
  const sessionId = String(world.session.sessionId);
  return callRoute('POST', runRoute, {
    path: `/api/admin/sessions/${sessionId}/matching`,
    params: { sessionId },
    cookie: people.admin.cookie,
  });
};
const closeRound = (sessionGroupId: number) =>
  callRoute('POST', closeRoundRoute, {
    path: `/api/admin/session-groups/${sessionGroupId}/close-round`,
    params: { sessionGroupId: String(sessionGroupId) },
    cookie: people.admin.cookie,
  });

async function enrollmentOf(world: World, student: TestPerson) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, student.studentId!)));
  return row;
}

/** What a run does to the session row first: lock it FOR UPDATE and mark the round's matching as run. */
const asARun = (world: World) => async (tx: Parameters<Parameters<typeof holdTransaction>[1]>[0]) => {
  await tx.execute(sql`select session_id from sessions where session_id = ${world.session.sessionId} for update`);
  await tx.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.session.sessionId));
};

type Edit = { name: string; pivot: 'companyRankingDeadline'; offsetSeconds: number; call: (world: World) => Promise<ApiAnswer> };
const EDITS: Edit[] = [
  {
    name: 'a student’s cancel',
    pivot: 'companyRankingDeadline',
    offsetSeconds: -1800,
    call: (world) => studentCall('PATCH', world, world.s1, [world.b.openingId]),
  },
  {
    name: 'a student’s reorder',
    pivot: 'companyRankingDeadline',
    offsetSeconds: -1800,
    call: (world) => studentCall('PUT', world, world.s1, [world.b.openingId, world.a.openingId]),
  },
  // The student ranking deadline is half an hour away: submitting is allowed, so only the run can refuse it.
  {
    name: 'a student’s submit',
    pivot: 'companyRankingDeadline',
    offsetSeconds: 3.5 * 3600,
    call: (world) => studentCall('POST', world, world.s4, [world.c.openingId]),
  },
  {
    name: 'an admin’s unsubmit of a student ranking',
    pivot: 'companyRankingDeadline',
    offsetSeconds: -1800,
    call: (world) => {
      const params = { sessionId: String(world.session.sessionId), studentId: world.s1.studentId!, round: '1' };
      return callRoute('DELETE', unsubmitStudentRoute, {
        path: `/api/admin/sessions/${params.sessionId}/enrollments/${params.studentId}/ranking/1`,
        params,
        cookie: people.admin.cookie,
      });
    },
  },
  {
    name: 'an admin’s unsubmit of a company ranking',
    pivot: 'companyRankingDeadline',
    offsetSeconds: -1800,
    call: (world) => {
      const params = { openingId: String(world.b.openingId), round: '1' };
      return callRoute('DELETE', unsubmitCompanyRoute, {
        path: `/api/admin/openings/${params.openingId}/ranking/1`,
        params,
        cookie: people.admin.cookie,
      });
    },
  },
  // The company ranking deadline is half an hour away: the company may submit C's ranking.
  {
    name: 'a company’s ranking submit',
    pivot: 'companyRankingDeadline',
    offsetSeconds: 1800,
    call: (world) => {
      const params = { sessionId: String(world.session.sessionId), openingId: String(world.c.openingId) };
      return callRoute('POST', companySubmitRoute, {
        path: `/api/company/sessions/${params.sessionId}/openings/${params.openingId}/ranking`,
        params,
        cookie: world.companyUser.cookie,
        body: { selectedApplicationIds: [], sharedRankingApplicationIds: [] },
      });
    },
  },
];

describe.skipIf(!process.env.DATABASE_URL)('ranking edits against a matching run of the same session (PostgreSQL)', () => {
  for (const edit of EDITS) {
    it(`${edit.name} waits for a run in progress and is then refused (409)`, async () => {
      const world = await createWorld(edit.pivot, edit.offsetSeconds);
      const heldRun = await holdTransaction(db, asARun(world));
      const answer = tracked(edit.call(world));
      let waited = false;
      try {
        waited = await waitForLockWaiters(db, 1);
        expect(answer.isSettled()).toBe(false);
      } finally {
        await heldRun.commit();
      }
      const settled = await answer.promise;
      expect(waited).toBe(true);
      expect(settled.status).toBe(409);
      expect(settled.body.message).toMatch(/matching of round 1 has already run/);
    });
  }

  it('a run waits for a cancel in progress and then matches without the cancelled application', async () => {
    // The cancel starts just before its deadline, the run just after it (when the matching opens).
    const world = await createWorld('matchingOpensAt', 2);
    const [round1] = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, world.group.sessionGroupId), eq(rounds.round, 1)));
    const [applicationB] = await db
      .select({ applicationId: applications.applicationId })
      .from(applications)
      .where(and(eq(applications.studentId, world.s1.studentId!), eq(applications.openingId, world.b.openingId)));
    // Holding s1's application to B pauses the cancel at its write, after it has taken its locks.
    const pause = await holdTransaction(db, async (tx) => {
      await tx.execute(sql`select application_id from applications where application_id = ${applicationB.applicationId} for update`);
    });
    const cancel = tracked(studentCall('PATCH', world, world.s1, [world.b.openingId]));
    let runAnswer: ReturnType<typeof tracked<ApiAnswer>> | undefined;
    try {
      expect(await waitForLockWaiters(db, 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, round1.cancelRankingDeadline!.getTime() - Date.now() + 50)));
      runAnswer = tracked(run(world));
      expect(await waitForLockWaiters(db, 2)).toBe(true);
    } finally {
      await pause.commit();
    }
    expect((await cancel.promise).status).toBe(200);
    const ran = await runAnswer!.promise;
    expect(ran.status).toBe(200);
    const [cancelled] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.applicationId, applicationB.applicationId));
    expect(cancelled.status).toBe('CANCELLED');
    // s1 no longer applies to B and A prefers s2: the run, having seen the cancel, leaves s1 unmatched.
    expect(await enrollmentOf(world, world.s1)).toMatchObject({ status: 'MATCHING_FAILED', assignedOpeningId: null });
    expect(await enrollmentOf(world, world.s2)).toMatchObject({ status: 'MATCHING_SUCCESS', assignedOpeningId: world.a.openingId });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('closing a round against itself and against a run (PostgreSQL)', () => {
  /** A group of three rounds whose round 1 results were announced a minute ago; its session has no student waiting. */
  async function closableGroup() {
    const group = await createSessionGroup(db, { roundCount: 3, start: new Date(Date.now() + 30 * 86_400_000) });
    await createSession(db, group.sessionGroupId);
    await placeMatchingRound(db, group.sessionGroupId, 1, 'resultAnnouncementDate', -60);
    return group;
  }

  it('two closes at once: exactly one closes the round, the other answers 409', async () => {
    const group = await closableGroup();
    const answers = await Promise.all([closeRound(group.sessionGroupId), closeRound(group.sessionGroupId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toEqual(expect.any(String));
    const [stored] = await db.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, group.sessionGroupId));
    expect(stored.currentRound).toBe(2);
  });

  it('a run queued behind a close runs the new round', async () => {
    const world = await createWorld('resultAnnouncementDate', -60);
    await placeMatchingRound(db, world.group.sessionGroupId, 2, 'matchingOpensAt', -1800);
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.session.sessionId));
    // What a close does first: the group row, then every session of the group, then the move to round 2.
    const heldClose = await holdTransaction(db, async (tx) => {
      await tx.execute(sql`select session_group_id from session_groups where session_group_id = ${world.group.sessionGroupId} for update`);
      await tx.update(sessions).set({ isMatchingInitiated: false }).where(eq(sessions.sessionGroupId, world.group.sessionGroupId));
      await tx.update(sessionGroups).set({ currentRound: 2 }).where(eq(sessionGroups.sessionGroupId, world.group.sessionGroupId));
    });
    const ran = tracked(run(world));
    try {
      expect(await waitForLockWaiters(db, 1)).toBe(true);
      expect(ran.isSettled()).toBe(false);
    } finally {
      await heldClose.commit();
    }
    const answer = await ran.promise;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'run', round: 2 });
  });
});
