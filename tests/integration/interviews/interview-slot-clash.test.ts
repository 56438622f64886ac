import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchSlotRoute } from '@/app/api/company/interview-slots/[interviewSlotId]/route';
import { POST as createSlotRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/interview-slots/route';
import { DELETE as cancelBookingRoute } from '@/app/api/student/interview-bookings/[bookingId]/route';
import { POST as bookRoute } from '@/app/api/student/interview-bookings/route';
import type { Database } from '@/db/client';
import { interviewBookings, interviewSlots, students } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { holdTransaction, tracked, waitForLockWaiters } from '../../support/concurrency';
import type { TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createApplicationScenario, type ApplicationScenario } from '../applications/scenario';

let db: Database;
let prefixCounter = 950;
const scenario = () => createApplicationScenario(db, String((prefixCounter += 1)));

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const HOUR = 3_600_000;
const BASE = Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR;
/** An instant `hours` after a round hour two days ahead. */
const at = (hours: number) => new Date(BASE + hours * HOUR).toISOString();
const CLASH = 'เปลี่ยนเวลาไม่ได้ เพราะจะซ้อนกับการสัมภาษณ์อื่นที่ผู้จองเวลานี้จองไว้แล้ว';

async function slot(company: TestPerson, s: ApplicationScenario, openingId: number, startsAt: string, capacity = 2): Promise<number> {
  const answer = await callRoute('POST', createSlotRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/interview-slots`,
    params: { sessionId: String(s.session.sessionId), openingId: String(openingId) },
    body: { startsAt, lengthMinutes: 30, locationKind: 'ONLINE', location: 'https://meet.example.com/x', capacity },
    cookie: company.cookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.slotId;
}
async function book(student: TestPerson, slotId: number): Promise<number> {
  const answer = await callRoute('POST', bookRoute, { path: '/api/student/interview-bookings', body: { slotId }, cookie: student.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.bookingId;
}
// The refusals are checked in the Thai the company reads.
const patch = (s: ApplicationScenario, slotId: number, body: unknown) =>
  callRoute('PATCH', patchSlotRoute, {
    path: `/api/company/interview-slots/${slotId}`,
    params: { interviewSlotId: String(slotId) },
    body,
    cookie: s.me.cookie,
    headers: IN_THAI,
  });
const startOf = async (slotId: number) =>
  (await db.select().from(interviewSlots).where(eq(interviewSlots.slotId, slotId)))[0].startsAt.toISOString();

/**
 * The company's slot X (mine1, at 0:00, booked by A and B); A also holds Y of the other company's opening at 1:00,
 * B holds Z of mine2 at 2:00 (all 30 minutes).
 */
async function world() {
  const s = await scenario();
  const x = await slot(s.me, s, s.openings.mine1.openingId, at(0));
  const y = await slot(s.outsider, s, s.openings.others.openingId, at(1));
  const z = await slot(s.me, s, s.openings.mine2.openingId, at(2));
  await book(s.students.A, x);
  await book(s.students.B, x);
  const bookingY = await book(s.students.A, y);
  await book(s.students.B, z);
  return { s, x, y, z, bookingY };
}

describe('changing the time of a booked slot', () => {
  it('is refused when the new time would overlap another interview of a student who booked it, naming the student only', async () => {
    const { s, x } = await world();
    const moved = await patch(s, x, { startsAt: at(0.75) });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`${CLASH} (นิสิต ${s.students.A.studentId}) กรุณาเลือกเวลาอื่น`);
    // The other interview's company and opening are the student's own business.
    expect(moved.body.message).not.toContain(s.openings.others.title);
    expect(await startOf(x)).toBe(at(0));

    const longer = await patch(s, x, { lengthMinutes: 90 });
    expect(longer.status).toBe(409);
    expect(longer.body.message).toContain(s.students.A.studentId);

    const nearZ = await patch(s, x, { startsAt: at(1.75), lengthMinutes: 30 });
    expect(nearZ.status).toBe(409);
    expect(nearZ.body.message).toBe(`${CLASH} (นิสิต ${s.students.B.studentId}) กรุณาเลือกเวลาอื่น`);
    expect(await startOf(x)).toBe(at(0));
  });

  it('goes through when nobody’s other interview is in the way: touching ends, a free time, a cancelled booking', async () => {
    const { s, x, bookingY } = await world();
    // Ending exactly when Y starts is no overlap.
    expect((await patch(s, x, { startsAt: at(0.5) })).status).toBe(200);
    expect((await patch(s, x, { startsAt: at(5) })).status).toBe(200);
    const cancelled = await callRoute('DELETE', cancelBookingRoute, {
      path: `/api/student/interview-bookings/${bookingY}`,
      params: { bookingId: String(bookingY) },
      cookie: s.students.A.cookie,
    });
    expect(cancelled.status).toBe(200);
    const onY = await patch(s, x, { startsAt: at(1) });
    expect(onY.status).toBe(200);
    expect(onY.body.startsAt).toBe(at(1));
    // A change that is not of time (the place) never asks about the students' other interviews.
    expect((await patch(s, x, { location: 'ห้อง 5' })).status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the student lock decides a time change racing a booking (PostgreSQL)', () => {
  it('waits while a booked student books elsewhere, then sees that booking and refuses the overlapping time', async () => {
    const { s, x } = await world();
    const w = await slot(s.me, s, s.openings.mine2.openingId, at(4));
    // A's booking of W in flight: it holds A's row (as every booking does first) and has written the seat.
    const held = await holdTransaction(db, async (tx) => {
      await tx.select().from(students).where(eq(students.studentId, s.students.A.studentId)).for('update');
      await tx
        .insert(interviewBookings)
        .values({ slotId: w, openingId: s.openings.mine2.openingId, round: 1, studentId: s.students.A.studentId });
    });
    const racing = tracked(patch(s, x, { startsAt: at(4) }));
    expect(await waitForLockWaiters(db, 1)).toBe(true);
    expect(racing.isSettled()).toBe(false);
    await held.commit();
    const answer = await racing.promise;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(s.students.A.studentId);
  });
});
