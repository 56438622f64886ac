import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as readDraft, PUT as saveDraft } from '@/app/api/student/sessions/[sessionId]/ranking/draft/route';
import { GET as readRound } from '@/app/api/student/sessions/[sessionId]/ranking/[round]/route';
import { PATCH as cancelRoute, POST as submitRoute, PUT as reorderRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import type { Database } from '@/db/client';
import {
  applications,
  enrollments,
  loginSessions,
  sessions,
  studentRankingDraftItems,
  studentRankingSubmissions,
  students,
} from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createAdminActingAsStudent, createPeopleOfEveryRole, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createRankingWorld, enrolledStudent, setRoundDates } from './ranking-world';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createRankingWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createRankingWorld(db);
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Freezes the clock the route handlers read (new Date()) without faking timers the database needs. The
 * logins count as used until then, so a deadline days away is not met by a login that went idle meanwhile.
 */
async function freezeAt(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  await db.update(loginSessions).set({ lastUsedAt: date });
}

const sessionPath = (sessionId: number | string) => `/api/student/sessions/${sessionId}/ranking`;
const call = (
  method: string,
  handler: Parameters<typeof callRoute>[1],
  suffix: string,
  params: Record<string, string>,
  cookie?: string,
  body?: unknown,
  headers?: Record<string, string>,
) => callRoute(method, handler, { path: `${sessionPath(params.sessionId)}${suffix}`, params, cookie, body, headers });

const submit = (
  person: TestPerson | undefined,
  openingIds: unknown,
  sessionId: number | string = world.session.sessionId,
  headers?: Record<string, string>,
) => call('POST', submitRoute, '', { sessionId: String(sessionId) }, person?.cookie, { openingIds }, headers);
const reorder = (
  person: TestPerson | undefined,
  openingIds: unknown,
  sessionId: number | string = world.session.sessionId,
  headers?: Record<string, string>,
) => call('PUT', reorderRoute, '', { sessionId: String(sessionId) }, person?.cookie, { openingIds }, headers);
const cancel = (person: TestPerson | undefined, openingIds: unknown, sessionId: number | string = world.session.sessionId) =>
  call('PATCH', cancelRoute, '', { sessionId: String(sessionId) }, person?.cookie, { openingIds });
const round = (person: TestPerson | undefined, roundNumber: number | string = 1, sessionId: number | string = world.session.sessionId) =>
  call('GET', readRound, `/${roundNumber}`, { sessionId: String(sessionId), round: String(roundNumber) }, person?.cookie);
const getDraft = (person: TestPerson | undefined, sessionId: number | string = world.session.sessionId) =>
  call('GET', readDraft, '/draft', { sessionId: String(sessionId) }, person?.cookie);
const putDraft = (person: TestPerson | undefined, body: unknown, sessionId: number | string = world.session.sessionId) =>
  call('PUT', saveDraft, '/draft', { sessionId: String(sessionId) }, person?.cookie, body);

const twoCompanies = () => [world.acmeDeveloper.openingId, world.betaAnalyst.openingId];

async function enrollmentStatus(studentId: string) {
  const [row] = await db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, studentId)));
  return row?.status;
}
async function applicationsOf(studentId: string) {
  return db.select().from(applications).where(eq(applications.studentId, studentId)).orderBy(applications.applicationId);
}

describe('who may call the student ranking endpoints', () => {
  const endpoints = {
    'GET draft': (person?: TestPerson) => getDraft(person),
    'PUT draft': (person?: TestPerson) => putDraft(person, { openingIds: [] }),
    'POST ranking': (person?: TestPerson) => submit(person, twoCompanies()),
    'PUT ranking': (person?: TestPerson) => reorder(person, twoCompanies()),
    'PATCH ranking': (person?: TestPerson) => cancel(person, twoCompanies()),
    'GET ranking/{round}': (person?: TestPerson) => round(person),
  };
  for (const [name, callIt] of Object.entries(endpoints)) {
    it(`${name}: 404 in a session the student is not enrolled in`, async () => {
      const stranger = people.student;
      expect((await callIt(stranger)).status).toBe(404);
    });
  }

  it('answers 404 for an unknown session', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await getDraft(student, 999999)).status).toBe(404);
  });
});

describe('the ranking draft', () => {
  it('saves the list and the apply line, and reads them back in order', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const ids = [world.betaAnalyst.openingId, world.acmeDeveloper.openingId, world.acmeDesigner.openingId];
    const saved = await putDraft(student, { dividerIndex: 2, openingIds: ids });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toEqual(expect.any(String));

    const read = await getDraft(student);
    expect(read.status).toBe(200);
    expect(read.body.dividerIndex).toBe(2);
    expect(read.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual(ids);
    expect(read.body.openings[0].inStudentDraftCount).toBeGreaterThanOrEqual(1);
  });

  it('starts empty with no apply line', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const read = await getDraft(student);
    expect(read.body).toEqual({ dividerIndex: null, openings: [], updatedAt: null });
  });

  it('replaces the whole list on each save (autosave), also without a line', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await putDraft(student, { dividerIndex: 1, openingIds: twoCompanies() });
    await putDraft(student, { openingIds: [world.acmeDesigner.openingId] });
    const read = await getDraft(student);
    expect(read.body.dividerIndex).toBeNull();
    expect(read.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual([world.acmeDesigner.openingId]);
  });

  it('keeps exactly one of several saves sent at once, whole (two tabs, a quick reorder)', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const { acmeDeveloper, betaAnalyst, acmeDesigner } = world;
    const lists = [
      [acmeDeveloper.openingId, betaAnalyst.openingId, acmeDesigner.openingId],
      [acmeDesigner.openingId, acmeDeveloper.openingId],
      [betaAnalyst.openingId],
      [acmeDesigner.openingId, betaAnalyst.openingId, acmeDeveloper.openingId],
    ];
    const answers = await Promise.all(
      [...lists, ...lists].map((openingIds, index) => putDraft(student, { dividerIndex: index % 2, openingIds })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const read = await getDraft(student);
    const saved = read.body.openings.map((opening: { openingId: number }) => opening.openingId);
    expect(lists).toContainEqual(saved);
  });

  it('refuses bad input with 400 and keeps the saved draft', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await putDraft(student, { dividerIndex: 1, openingIds: twoCompanies() });
    const bad = [
      { openingIds: 'nope' },
      { dividerIndex: -1, openingIds: [] },
      { dividerIndex: 3, openingIds: twoCompanies() },
      { openingIds: [world.acmeDeveloper.openingId, world.acmeDeveloper.openingId] },
      { openingIds: [world.draft.openingId] },
      { openingIds: [world.elsewhere.openingId] },
      { openingIds: [987654] },
    ];
    for (const body of bad) {
      const answer = await putDraft(student, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const read = await getDraft(student);
    expect(read.body.dividerIndex).toBe(1);
    expect(read.body.openings).toHaveLength(2);
  });

  it('leaves out an opening that was withdrawn since, moving the line up with it', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const { createOpening } = await import('../../support/fixtures');
    const soonGone = await createOpening(db, world.session.sessionId, world.acme.companyId, {
      status: 'PUBLISHED',
      publishedAt: new Date(),
    });
    await putDraft(student, {
      dividerIndex: 2,
      openingIds: [soonGone.openingId, world.acmeDeveloper.openingId, world.betaAnalyst.openingId],
    });
    const { openings } = await import('@/db/schema');
    await db.update(openings).set({ status: 'WITHDRAWN' }).where(eq(openings.openingId, soonGone.openingId));
    const read = await getDraft(student);
    expect(read.body.dividerIndex).toBe(1);
    expect(read.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual(twoCompanies());
  });
});

// PUT …/ranking/draft reads the login in its own statement (route option readsLoginItself) and writes only for the
// login's own active student: who is asking must be decided exactly as on any other route, and a refusal writes nothing.
describe('the draft save with the login read in the same statement', () => {
  const draftRowsOf = (studentId: string) =>
    db.select().from(studentRankingDraftItems).where(eq(studentRankingDraftItems.studentId, studentId));

  it('answers 401 without a live login and 403 to every other role, before any 400, writing nothing', async () => {
    const deadCookie = `portal_session=${'x'.repeat(43)}`;
    const body = { openingIds: twoCompanies() };
    const before = await db.select().from(studentRankingDraftItems);
    expect((await putDraft({ ...people.student, cookie: deadCookie }, body)).status).toBe(401);
    expect((await putDraft({ ...people.student, cookie: deadCookie }, { openingIds: 'x' })).status).toBe(401);
    for (const person of [people.company_user, people.admin, people.external_user]) {
      expect((await putDraft(person, body)).status).toBe(403);
      expect((await putDraft(person, { openingIds: 'x' })).status).toBe(403);
      expect((await putDraft(person, { dividerIndex: 5, openingIds: twoCompanies() })).status).toBe(403);
    }
    expect(await db.select().from(studentRankingDraftItems)).toEqual(before);
  });

  it('refuses a line past the end with 400 for the student, writing nothing', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const answer = await putDraft(student, { dividerIndex: 3, openingIds: twoCompanies() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('dividerIndex 3');
    expect(await draftRowsOf(student.studentId)).toEqual([]);
  });

  it('refuses a student disabled since the last request (401), ends the login and writes nothing', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await putDraft(student, { openingIds: [world.acmeDeveloper.openingId] })).status).toBe(200);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, student.studentId));

    expect((await putDraft(student, { openingIds: twoCompanies() })).status).toBe(401);
    expect((await draftRowsOf(student.studentId)).map((item) => item.openingId)).toEqual([world.acmeDeveloper.openingId]);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, student.platformUid))).toEqual([]);
  });

  it('saves the draft of the student an admin acts as, not the admin’s', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const admin = await createAdminActingAsStudent(db, student.studentId!);

    expect((await putDraft(admin, { openingIds: twoCompanies() })).status).toBe(200);
    expect((await draftRowsOf(student.studentId)).map((item) => item.openingId).sort()).toEqual([...twoCompanies()].sort());
  });
});

describe('POST /api/student/sessions/{sessionId}/ranking', () => {
  it('creates one application per opening in the student order, a history row, and moves the enrollment to RANKING_SUBMITTED', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const ids = [world.betaAnalyst.openingId, world.acmeDeveloper.openingId, world.acmeDesigner.openingId];
    const answer = await submit(student, ids);

    expect(answer.status).toBe(201);
    expect(answer.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual(ids);
    expect(answer.body.submittedAt).toEqual(expect.any(String));
    expect(answer.body.isSubmitted).toBe(true);
    const rows = await applicationsOf(student.studentId);
    expect(rows.map((row) => [row.openingId, row.studentPreferenceRank, row.status, row.round])).toEqual([
      [ids[0], 1, 'ACTIVE', 1],
      [ids[1], 2, 'ACTIVE', 1],
      [ids[2], 3, 'ACTIVE', 1],
    ]);
    expect(await enrollmentStatus(student.studentId)).toBe('RANKING_SUBMITTED');
    const read = await round(student);
    expect(read.status).toBe(200);
    expect(read.body.history).toEqual([expect.objectContaining({ action: 'SUBMIT', openingIds: ids })]);
  });

  it('refuses each rule with a message naming the rule and the numbers, writing nothing', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const cases: [unknown, number, RegExp][] = [
      [[world.acmeDeveloper.openingId], 400, /at least 2 openings.*has 1/],
      [
        [world.acmeDeveloper.openingId, world.acmeDesigner.openingId, world.betaAnalyst.openingId, world.betaFull.openingId],
        400,
        /at most 3 openings.*has 4/,
      ],
      [[world.acmeDeveloper.openingId, world.acmeDesigner.openingId], 400, /at least 2 different companies.*has 1/],
      [[world.acmeDeveloper.openingId, world.betaFull.openingId], 400, new RegExp(`Opening ${world.betaFull.openingId} is not accepting`)],
      [[world.acmeDeveloper.openingId, world.draft.openingId], 400, /not accepting/],
      [[world.acmeDeveloper.openingId, world.elsewhere.openingId], 400, /not accepting/],
      [[], 400, /at least one/],
      [[world.acmeDeveloper.openingId, world.acmeDeveloper.openingId], 400, /only once/],
      ['x', 400, /Expected array/],
    ];
    for (const [openingIds, status, message] of cases) {
      const answer = await submit(student, openingIds);
      expect(answer.status, JSON.stringify(openingIds)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect(await applicationsOf(student.studentId)).toEqual([]);
    expect(await enrollmentStatus(student.studentId)).toBe('RANKING_PENDING');
  });

  it('refuses a second submission in the same round (409) and keeps the first', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await submit(student, twoCompanies())).status).toBe(201);
    const again = await submit(student, [world.acmeDesigner.openingId, world.betaAnalyst.openingId], world.session.sessionId, IN_THAI);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('คุณส่งอันดับของรอบที่ 1 แล้ว');
    expect((await applicationsOf(student.studentId)).map((row) => row.openingId)).toEqual(twoCompanies());
  });

  it('keeps one submission when the same student submits twice at once', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const answers = await Promise.all([submit(student, twoCompanies()), submit(student, twoCompanies())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const history = await db.select().from(studentRankingSubmissions).where(eq(studentRankingSubmissions.studentId, student.studentId));
    expect(history).toHaveLength(1);
  });

  it('refuses a student whose profile is incomplete, and one already matched (409)', async () => {
    const pending = await enrolledStudent(db, world.session.sessionId, 'PROFILE_EDIT_PENDING');
    const incomplete = await submit(pending, twoCompanies(), world.session.sessionId, IN_THAI);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.message).toMatch(/^กรอกโปรไฟล์ให้ครบก่อนส่งอันดับ/);

    const matched = await submit(world.matched, twoCompanies(), world.session.sessionId, IN_THAI);
    expect(matched.status).toBe(409);
    expect(matched.body.message).toBe('คุณได้รับตำแหน่งฝึกงานในรอบการฝึกงานนี้แล้ว จึงไม่ต้องส่งอันดับอีก');
  });

  it('accepts up to the last millisecond before studentRankingDeadline and refuses at it', async () => {
    const deadline = world.round.studentRankingDeadline;
    const early = await enrolledStudent(db, world.session.sessionId);
    const late = await enrolledStudent(db, world.session.sessionId);

    await freezeAt(new Date(deadline.getTime() - 1));
    expect((await submit(early, twoCompanies())).status).toBe(201);
    await freezeAt(deadline);
    const refused = await submit(late, twoCompanies(), world.session.sessionId, IN_THAI);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^หมดเขตส่งอันดับของรอบที่ 1 เมื่อ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
  });

  it('refuses before the openings are announced and accepts from that moment', async () => {
    const announcement = world.round.openingAnnouncementDate;
    const student = await enrolledStudent(db, world.session.sessionId);
    await freezeAt(new Date(announcement.getTime() - 1));
    expect((await submit(student, twoCompanies())).status).toBe(409);
    await freezeAt(announcement);
    expect((await submit(student, twoCompanies())).status).toBe(201);
  });
});

describe('GET /api/student/sessions/{sessionId}/ranking/{round}', () => {
  it('answers an empty ranking before submitting and 404 for a round not reached', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const read = await round(student);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ round: 1, openings: [], submittedAt: null, isSubmitted: false, history: [] });
    expect((await round(student, 2)).status).toBe(404);
    expect((await round(student, 0)).status).toBe(404);
  });
});

describe('PUT /api/student/sessions/{sessionId}/ranking (reorder)', () => {
  it('reorders the same openings, keeping the application ids, and records a REORDER', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const ids = [world.acmeDeveloper.openingId, world.betaAnalyst.openingId, world.acmeDesigner.openingId];
    await submit(student, ids);
    const before = await applicationsOf(student.studentId);

    const answer = await reorder(student, [ids[2], ids[0], ids[1]]);
    expect(answer.status).toBe(200);
    expect(answer.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual([ids[2], ids[0], ids[1]]);
    const after = await applicationsOf(student.studentId);
    expect(after.map((row) => row.applicationId)).toEqual(before.map((row) => row.applicationId));
    expect(answer.body.history.map((entry: { action: string }) => entry.action)).toEqual(['SUBMIT', 'REORDER']);
    expect(answer.body.history[0].openingIds).toEqual(ids);
  });

  it('refuses another set of openings (400) and a student with nothing submitted (409)', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await reorder(student, twoCompanies())).status).toBe(409);
    await submit(student, twoCompanies());
    const other = await reorder(student, [world.acmeDeveloper.openingId, world.acmeDesigner.openingId]);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/exactly the 2 openings/);
    expect((await reorder(student, [world.acmeDeveloper.openingId])).status).toBe(400);
  });

  it('is open until reorderRankingDeadline, closed at it, and not offered when the round has none', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await submit(student, twoCompanies());
    const deadline = world.round.reorderRankingDeadline!;
    await freezeAt(new Date(deadline.getTime() - 1));
    expect((await reorder(student, [...twoCompanies()].reverse())).status).toBe(200);
    await freezeAt(deadline);
    const late = await reorder(student, twoCompanies(), world.session.sessionId, IN_THAI);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^หมดเขตเปลี่ยนลำดับของรอบที่ 1 เมื่อ /);
    vi.useRealTimers();

    await setRoundDates(db, world.group.sessionGroupId, { reorderRankingDeadline: null });
    try {
      const notOffered = await reorder(student, twoCompanies());
      expect(notOffered.status).toBe(409);
      expect(notOffered.body.message).toMatch(/not offered in round 1/);
    } finally {
      await setRoundDates(db, world.group.sessionGroupId, { reorderRankingDeadline: deadline });
    }
  });

  it('is refused once the matching of the round has run', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await submit(student, twoCompanies());
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.session.sessionId));
    try {
      expect((await reorder(student, [...twoCompanies()].reverse())).status).toBe(409);
      expect((await cancel(student, [world.acmeDeveloper.openingId])).status).toBe(409);
    } finally {
      await db.update(sessions).set({ isMatchingInitiated: false }).where(eq(sessions.sessionId, world.session.sessionId));
    }
  });
});

describe('PATCH /api/student/sessions/{sessionId}/ranking (cancel)', () => {
  it('cancels the chosen applications, renumbers the rest, and keeps the cancelled rows', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const ids = [world.acmeDeveloper.openingId, world.betaAnalyst.openingId, world.acmeDesigner.openingId];
    await submit(student, ids);

    const answer = await cancel(student, [ids[0]]);
    expect(answer.status).toBe(200);
    expect(
      answer.body.openings.map((opening: { openingId: number; studentPreferenceRank: number }) => [
        opening.openingId,
        opening.studentPreferenceRank,
      ]),
    ).toEqual([
      [ids[1], 1],
      [ids[2], 2],
    ]);
    const rows = await applicationsOf(student.studentId);
    expect(rows.find((row) => row.openingId === ids[0])?.status).toBe('CANCELLED');
    expect(answer.body.history.at(-1)).toMatchObject({ action: 'CANCEL', openingIds: [ids[1], ids[2]] });
  });

  it('refuses an opening not applied to (400) and is closed at cancelRankingDeadline', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await submit(student, twoCompanies());
    const unknown = await cancel(student, [world.acmeDesigner.openingId]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(new RegExp(`opening ${world.acmeDesigner.openingId}`));

    const deadline = world.round.cancelRankingDeadline!;
    await freezeAt(deadline);
    expect((await cancel(student, [world.acmeDeveloper.openingId])).status).toBe(409);
    await freezeAt(new Date(deadline.getTime() - 1));
    expect((await cancel(student, [world.acmeDeveloper.openingId])).status).toBe(200);
  });
});
