import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUT as saveDraft } from '@/app/api/student/sessions/[sessionId]/ranking/draft/route';
import { POST as submitRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import { GET as studentSessionRoute } from '@/app/api/student/sessions/[sessionId]/route';
import type { Database } from '@/db/client';
import { loginSessions, sessions, students } from '@/db/schema';
import { getStudentHome } from '@/server/home';
import { callRoute, IN_THAI } from '../../support/api';
import type { TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createRankingWorld, enrolledStudent } from './ranking-world';

/**
 * The session view's isRankingAllowed and the submit decide by one rule: whenever the screen says no, the submit
 * refuses (409, in Thai, saying why), and whenever it says yes the submit accepts.
 */
let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});
afterEach(() => vi.useRealTimers());

async function freezeAt(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  await db.update(loginSessions).set({ lastUsedAt: date });
}

type World = Awaited<ReturnType<typeof createRankingWorld>>;
const view = (world: World, person: TestPerson) =>
  callRoute('GET', studentSessionRoute, {
    path: `/api/student/sessions/${world.session.sessionId}`,
    params: { sessionId: String(world.session.sessionId) },
    cookie: person.cookie,
  });
// Its refusals are checked in the Thai the student reads.
const submit = (world: World, person: TestPerson) =>
  callRoute('POST', submitRoute, {
    path: `/api/student/sessions/${world.session.sessionId}/ranking`,
    params: { sessionId: String(world.session.sessionId) },
    cookie: person.cookie,
    body: { openingIds: [world.acmeDeveloper.openingId, world.betaAnalyst.openingId] },
    headers: IN_THAI,
  });

/** The view's answer and the submit's must agree; answers both. */
async function agreeing(world: World, person: TestPerson) {
  const seen = await view(world, person);
  expect(seen.status).toBe(200);
  const submitted = await submit(world, person);
  expect(submitted.status).toBe(seen.body.isRankingAllowed ? 201 : 409);
  return { seen: seen.body, submitted };
}

describe('isRankingAllowed and the submit agree', () => {
  it('an incomplete profile: not allowed, and both say in Thai which fields to fill in', async () => {
    const world = await createRankingWorld(db);
    const student = await enrolledStudent(db, world.session.sessionId, 'PROFILE_EDIT_PENDING');
    await db
      .update(students)
      .set({ email: 'somchai@example.com', phone: null, gpax: null })
      .where(eq(students.studentId, student.studentId));
    const { seen, submitted } = await agreeing(world, student);
    expect(seen).toMatchObject({ isRankingAllowed: false, rankingBlock: 'PROFILE_INCOMPLETE', missingProfileFields: ['phone', 'gpax'] });
    expect(submitted.body.message).toBe('กรอกโปรไฟล์ให้ครบก่อนส่งอันดับ: ยังขาดเบอร์โทรศัพท์, เกรดเฉลี่ยสะสม (GPAX) (แก้ไขได้ที่หน้าโปรไฟล์)');
  });

  it('before the openings are announced: not allowed, and the refusal names the date in Thai', async () => {
    const world = await createRankingWorld(db);
    const student = await enrolledStudent(db, world.session.sessionId);
    await freezeAt(new Date(world.round.openingAnnouncementDate.getTime() - 60_000));
    const { seen, submitted } = await agreeing(world, student);
    expect(seen).toMatchObject({ isRankingAllowed: false, rankingBlock: 'NOT_ANNOUNCED', missingProfileFields: [] });
    expect(submitted.body.message).toMatch(/^ส่งอันดับของรอบที่ 1 ได้ตั้งแต่ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
  });

  it('after the matching of the round ran: not allowed, refused', async () => {
    const world = await createRankingWorld(db);
    const student = await enrolledStudent(db, world.session.sessionId);
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.session.sessionId));
    const { seen } = await agreeing(world, student);
    expect(seen).toMatchObject({ isRankingAllowed: false, rankingBlock: 'MATCHING_RUN' });
  });

  it('in the window: allowed and accepted; then submitted, and a second submit is refused in Thai', async () => {
    const world = await createRankingWorld(db);
    const student = await enrolledStudent(db, world.session.sessionId);
    const { seen } = await agreeing(world, student);
    expect(seen).toMatchObject({ isRankingAllowed: true, rankingBlock: null });
    const after = await agreeing(world, student);
    expect(after.seen).toMatchObject({ isRankingAllowed: false, rankingBlock: 'SUBMITTED' });
    expect(after.submitted.body.message).toBe('คุณส่งอันดับของรอบที่ 1 แล้ว');
  });
});

describe("the student's home", () => {
  it('counts the submitted applications apart from the draft', async () => {
    const world = await createRankingWorld(db);
    const student = await enrolledStudent(db, world.session.sessionId);
    const home = async () => {
      const actor = {
        role: 'student' as const,
        studentId: student.studentId,
        platformUid: '',
        displayName: '',
        signedInPlatformUid: '',
        loginSessionId: 0,
      };
      const data = await getStudentHome({ ctx: { db, actor, now: new Date() } });
      const { draftCount, submittedCount } = data.enrollments.find((row) => row.sessionId === world.session.sessionId)!;
      return { draftCount, submittedCount };
    };
    await callRoute('PUT', saveDraft, {
      path: `/api/student/sessions/${world.session.sessionId}/ranking/draft`,
      params: { sessionId: String(world.session.sessionId) },
      cookie: student.cookie,
      body: { dividerIndex: 2, openingIds: [world.acmeDeveloper.openingId, world.betaAnalyst.openingId, world.acmeDesigner.openingId] },
    });
    expect(await home()).toEqual({ draftCount: 3, submittedCount: 0 });
    expect((await submit(world, student)).status).toBe(201);
    expect(await home()).toEqual({ draftCount: 3, submittedCount: 2 });
  });
});
