import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as adminPatchSlotRoute } from '@/app/api/admin/interview-slots/[interviewSlotId]/route';
import { GET as adminListRoute, POST as adminCreateRoute } from '@/app/api/admin/openings/[openingId]/interview-slots/route';
import { GET as progressRoute } from '@/app/api/admin/sessions/[sessionId]/interviews/route';
import { DELETE as revokeFeedRoute, GET as feedStatusRoute, POST as createFeedRoute } from '@/app/api/calendar-feed/route';
import { GET as feedRoute } from '@/app/api/calendar-feeds/[token]/route';
import { DELETE as cancelSlotRoute, PATCH as patchSlotRoute } from '@/app/api/company/interview-slots/[interviewSlotId]/route';
import {
  GET as listSlotsRoute,
  POST as createSlotRoute,
} from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/interview-slots/route';
import { GET as icsRoute } from '@/app/api/student/interview-bookings/[bookingId]/ics/route';
import { DELETE as cancelBookingRoute, PUT as moveBookingRoute } from '@/app/api/student/interview-bookings/[bookingId]/route';
import { POST as bookRoute } from '@/app/api/student/interview-bookings/route';
import { GET as myInterviewsRoute } from '@/app/api/student/interviews/route';
import type { Database } from '@/db/client';
import { accounts, auditLogs, interviewBookings, interviewSlots, notifications } from '@/db/schema';
import { callRoute, IN_THAI, type ApiAnswer } from '../../support/api';
import { holdTransaction, tracked, waitForLockWaiters } from '../../support/concurrency';
import { createAdminActingAsStudent, createPeopleOfEveryRole, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createApplicationScenario, type ApplicationScenario } from '../applications/scenario';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let prefixCounter = 700;
const scenario = (pivot?: Parameters<typeof createApplicationScenario>[2], offsetSeconds?: number) =>
  createApplicationScenario(db, String((prefixCounter += 1)), pivot, offsetSeconds);

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const HOUR = 3_600_000;
/** A start `hours` from now, on the minute. */
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
const slotBody = (overrides: Record<string, unknown> = {}) => ({
  startsAt: inHours(48),
  lengthMinutes: 30,
  locationKind: 'ONLINE',
  location: 'https://meet.example.com/abc',
  capacity: 1,
  ...overrides,
});

const createSlot = (
  s: ApplicationScenario,
  openingId: number,
  body: unknown,
  cookie = s.me.cookie,
  sessionId: number = s.session.sessionId,
  headers?: Record<string, string>,
) =>
  callRoute('POST', createSlotRoute, {
    path: `/api/company/sessions/${sessionId}/openings/${openingId}/interview-slots`,
    params: { sessionId: String(sessionId), openingId: String(openingId) },
    body,
    cookie,
    headers,
  });
const listSlots = (s: ApplicationScenario, openingId: number, cookie = s.me.cookie) =>
  callRoute('GET', listSlotsRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/interview-slots`,
    params: { sessionId: String(s.session.sessionId), openingId: String(openingId) },
    cookie,
  });
const patchSlot = (slotId: number | string, body: unknown, cookie: string, headers?: Record<string, string>) =>
  callRoute('PATCH', patchSlotRoute, {
    path: `/api/company/interview-slots/${slotId}`,
    params: { interviewSlotId: String(slotId) },
    body,
    cookie,
    headers,
  });
const cancelSlot = (slotId: number | string, cookie: string) =>
  callRoute('DELETE', cancelSlotRoute, {
    path: `/api/company/interview-slots/${slotId}`,
    params: { interviewSlotId: String(slotId) },
    cookie,
  });
const book = (student: TestPerson, slotId: number | string, headers?: Record<string, string>) =>
  callRoute('POST', bookRoute, { path: '/api/student/interview-bookings', body: { slotId }, cookie: student.cookie, headers });
const move = (student: TestPerson, bookingId: number | string, slotId: number) =>
  callRoute('PUT', moveBookingRoute, {
    path: `/api/student/interview-bookings/${bookingId}`,
    params: { bookingId: String(bookingId) },
    body: { slotId },
    cookie: student.cookie,
  });
const cancelBooking = (student: TestPerson, bookingId: number | string, headers?: Record<string, string>) =>
  callRoute('DELETE', cancelBookingRoute, {
    path: `/api/student/interview-bookings/${bookingId}`,
    params: { bookingId: String(bookingId) },
    cookie: student.cookie,
    headers,
  });
const myInterviews = (student: TestPerson) =>
  callRoute('GET', myInterviewsRoute, { path: '/api/student/interviews', cookie: student.cookie });

async function slotOf(s: ApplicationScenario, openingId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await createSlot(s, openingId, slotBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.slotId;
}

describe('company interview slots', () => {
  let s: ApplicationScenario;
  beforeAll(async () => {
    s = await scenario();
  });

  it('publishes a slot (cut-off 24 h before by default) and lists it with the applicants who have not booked', async () => {
    const startsAt = inHours(72);
    const created = await createSlot(s, s.openings.mine1.openingId, slotBody({ startsAt, capacity: 2, note: 'เตรียมแฟ้มผลงาน' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      openingId: s.openings.mine1.openingId,
      round: 1,
      startsAt,
      capacity: 2,
      audience: 'ALL',
      isCancelled: false,
      bookings: [],
      bookingCutoffAt: new Date(new Date(startsAt).getTime() - 24 * HOUR).toISOString(),
    });
    const list = await listSlots(s, s.openings.mine1.openingId, s.colleague.cookie);
    expect(list.status).toBe(200);
    expect(list.body.isWindowOpen).toBe(true);
    expect(list.body.slots.map((slot: { slotId: number }) => slot.slotId)).toContain(created.body.slotId);
    expect(list.body.applicantsWithoutBooking.map((student: { studentId: string }) => student.studentId)).toEqual([
      s.students.A.studentId,
      s.students.B.studentId,
      s.students.C.studentId,
    ]);
  });

  it('answers 404 for another company, an unknown opening or a session the opening is not in; 400 for a bad body', async () => {
    expect(await createSlot(s, s.openings.mine1.openingId, slotBody(), s.outsider.cookie)).toMatchObject({ status: 404 });
    expect((await listSlots(s, s.openings.mine1.openingId, s.outsider.cookie)).status).toBe(404);
    expect((await createSlot(s, 999999, slotBody())).status).toBe(404);
    expect((await createSlot(s, s.openings.mine1.openingId, slotBody(), s.me.cookie, 999999)).status).toBe(404);
    expect((await createSlot(s, s.openings.mine1.openingId, slotBody({ capacity: 0 }))).status).toBe(400);
    expect((await createSlot(s, s.openings.mine1.openingId, slotBody({ locationKind: 'MOON' }))).status).toBe(400);
    expect((await createSlot(s, s.openings.mine1.openingId, slotBody({ startsAt: inHours(-1) }))).status).toBe(400);
    const lateCutoff = await createSlot(s, s.openings.mine1.openingId, slotBody({ bookingCutoffAt: inHours(49) }));
    expect(lateCutoff).toMatchObject({ status: 400, body: { message: expect.stringContaining('bookingCutoffAt') } });
    const stranger = await createSlot(
      s,
      s.openings.mine1.openingId,
      slotBody({ invitedStudentIds: [s.students.A.studentId, '6000000000'] }),
    );
    expect(stranger).toMatchObject({ status: 400, body: { message: expect.stringContaining('6000000000') } });
    const slotId = await slotOf(s, s.openings.mine1.openingId);
    expect((await patchSlot(slotId, { capacity: 3 }, s.outsider.cookie)).status).toBe(404);
    expect((await cancelSlot(slotId, s.outsider.cookie)).status).toBe(404);
    expect((await patchSlot(999999, { capacity: 3 }, s.me.cookie)).status).toBe(404);
    expect((await patchSlot(slotId, { capacity: -1 }, s.me.cookie)).status).toBe(400);
  });

  it('refuses slot writes before the application announcement and after the company ranking deadline, naming the date (409)', async () => {
    const early = await scenario('applicationAnnouncementDate', 3600);
    const before = await createSlot(early, early.openings.mine1.openingId, slotBody(), early.me.cookie, early.session.sessionId, IN_THAI);
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/^จัดการเวลาสัมภาษณ์ของรอบที่ 1 ได้ตั้งแต่ \d+ .+ \d{4} เวลา \d\d:\d\d น\.$/);
    const late = await scenario('companyRankingDeadline', -60);
    const after = await createSlot(late, late.openings.mine1.openingId, slotBody(), late.me.cookie, late.session.sessionId, IN_THAI);
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/^หมดเขตจัดการเวลาสัมภาษณ์ของรอบที่ 1 เมื่อ /);
    expect((await listSlots(late, late.openings.mine1.openingId, late.me.cookie)).body).toMatchObject({ isWindowOpen: false, slots: [] });
  });

  it('never lowers capacity below the seats taken, keeps booked invitees, and cancelling frees the bookings and tells the students', async () => {
    const slotId = await slotOf(s, s.openings.mine2.openingId, { capacity: 2, startsAt: inHours(100) });
    expect((await book(s.students.B, slotId)).status).toBe(201);
    expect((await book(s.students.C, slotId)).status).toBe(201);
    const lower = await patchSlot(slotId, { capacity: 1 }, s.me.cookie, IN_THAI);
    expect(lower).toMatchObject({ status: 409, body: { message: expect.stringContaining('2 คน') } });
    const dropInvitee = await patchSlot(slotId, { invitedStudentIds: [s.students.B.studentId] }, s.me.cookie);
    expect(dropInvitee.status).toBe(409);
    const moved = await patchSlot(slotId, { location: 'ห้องประชุม 3', locationKind: 'PLACE' }, s.me.cookie);
    expect(moved).toMatchObject({ status: 200, body: { location: 'ห้องประชุม 3', bookings: [{}, {}] } });

    const cancelled = await cancelSlot(slotId, s.colleague.cookie);
    expect(cancelled).toMatchObject({ status: 200, body: { isCancelled: true, bookings: [] } });
    expect((await cancelSlot(slotId, s.me.cookie)).status).toBe(409);
    const told = await db
      .select({ recipientId: notifications.recipientId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.eventKey, `interview-slot:${slotId}:cancelled`));
    expect(told.map((row) => row.recipientId).sort()).toEqual([s.students.B.studentId, s.students.C.studentId].sort());
    expect(told[0].title).toContain('บริษัทยกเลิกเวลาสัมภาษณ์');
    // Freed: B books another slot of the opening.
    const other = await slotOf(s, s.openings.mine2.openingId, { startsAt: inHours(120) });
    expect((await book(s.students.B, other)).status).toBe(201);
  });
});

describe('student bookings', () => {
  it('books, lists "my interviews", refuses a second booking of the opening, moves in one step and cancels', async () => {
    const s = await scenario();
    const first = await slotOf(s, s.openings.mine1.openingId, { capacity: 2, startsAt: inHours(50) });
    const second = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(52) });
    const before = await myInterviews(s.students.A);
    expect(before.status).toBe(200);
    expect(before.body.bookings).toEqual([]);
    expect(before.body.offeredSlots.map((slot: { slotId: number }) => slot.slotId)).toEqual([first, second]);

    const booked = await book(s.students.A, first);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ canChange: true, slot: { slotId: first, seatsLeft: 1, openingTitle: 'นักพัฒนาแบ็กเอนด์' } });
    const again = await book(s.students.A, second, IN_THAI);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('จองเวลาสัมภาษณ์ของตำแหน่งนี้ไว้แล้ว');

    const mine = await myInterviews(s.students.A);
    expect(mine.body.bookings.map((item: { bookingId: number }) => item.bookingId)).toEqual([booked.body.bookingId]);
    expect(mine.body.offeredSlots.map((slot: { slotId: number }) => slot.slotId)).toEqual([second]);
    // The company's names in both languages, the booker's too: each page shows its own language's.
    expect(mine.body.bookings[0].slot.companyNameEn).toMatch(/^Mine /);
    const [companySlot] = (await listSlots(s, s.openings.mine1.openingId)).body.slots;
    expect(companySlot.bookings[0]).toMatchObject({ studentId: s.students.A.studentId, firstNameEn: 'Somchai' });

    const moved = await move(s.students.A, booked.body.bookingId, second);
    expect(moved).toMatchObject({ status: 200, body: { slot: { slotId: second } } });
    const [old] = await db.select().from(interviewBookings).where(eq(interviewBookings.bookingId, booked.body.bookingId));
    expect(old.cancelledAt).not.toBeNull();
    expect(
      (await listSlots(s, s.openings.mine1.openingId)).body.slots.map((slot: { bookings: unknown[] }) => slot.bookings.length),
    ).toEqual([0, 1]);

    // The company's users and the student hear of each change.
    const kinds = await db
      .select({ kind: notifications.kind, recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.eventKey, `interview-booking:${moved.body.bookingId}:moved`));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['COMPANY_INTERVIEW_BOOKING', 'COMPANY_INTERVIEW_BOOKING', 'INTERVIEW_BOOKING']);

    expect((await cancelBooking(s.students.A, moved.body.bookingId)).status).toBe(200);
    expect((await cancelBooking(s.students.A, moved.body.bookingId)).status).toBe(404);
    expect((await myInterviews(s.students.A)).body.bookings).toEqual([]);
  });

  it("answers 404 for a slot not offered to the student and for another student's booking; 400 for a bad body or a move to another opening", async () => {
    const s = await scenario();
    const slotId = await slotOf(s, s.openings.mine1.openingId);
    // C applied to mine1 and mine2; the "other" company's applicant A did not apply to mine2.
    const mine2Slot = await slotOf(s, s.openings.mine2.openingId, { startsAt: inHours(60) });
    expect(await book(s.students.A, mine2Slot)).toMatchObject({ status: 404, body: { message: 'Interview slot not found' } });
    expect((await book(s.students.A, 999999)).status).toBe(404);
    expect((await book(s.students.A, 'x')).status).toBe(400);
    const booked = await book(s.students.B, slotId);
    expect((await cancelBooking(s.students.A, booked.body.bookingId)).status).toBe(404);
    expect((await move(s.students.A, booked.body.bookingId, slotId)).status).toBe(404);
    const toOtherOpening = await move(s.students.B, booked.body.bookingId, mine2Slot);
    expect(toOtherOpening.status).toBe(400);
    expect(
      (await callRoute('GET', icsRoute, { params: { bookingId: String(booked.body.bookingId) }, cookie: s.students.A.cookie })).status,
    ).toBe(404);

    const chosen = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(70), invitedStudentIds: [s.students.C.studentId] });
    expect((await book(s.students.A, chosen)).status).toBe(404);
    expect((await myInterviews(s.students.A)).body.offeredSlots.map((slot: { slotId: number }) => slot.slotId)).not.toContain(chosen);
    expect((await book(s.students.C, chosen)).status).toBe(201);
  });

  it('refuses a full slot, an overlapping booking and a booking past the cut-off with a Thai 409', async () => {
    const s = await scenario();
    const one = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(50), lengthMinutes: 60 });
    expect((await book(s.students.A, one)).status).toBe(201);
    const full = await book(s.students.B, one, IN_THAI);
    expect(full).toMatchObject({ status: 409, body: { message: 'เวลาสัมภาษณ์นี้มีผู้จองเต็มแล้ว กรุณาเลือกเวลาอื่น' } });

    // B holds mine1 at 50 h for an hour; a mine2 slot 30 minutes later overlaps it.
    const later = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(55) });
    expect((await book(s.students.B, later)).status).toBe(201);
    const clash = await slotOf(s, s.openings.mine2.openingId, {
      startsAt: new Date(new Date(inHours(55)).getTime() + 15 * 60_000).toISOString(),
    });
    const overlapping = await book(s.students.B, clash, IN_THAI);
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toMatch(/^เวลานี้ซ้อนกับการสัมภาษณ์ที่คุณจองไว้แล้ว \(นักพัฒนาแบ็กเอนด์ เวลา /);

    const closing = await slotOf(s, s.openings.mine2.openingId, { startsAt: inHours(80) });
    await db
      .update(interviewSlots)
      .set({ bookingCutoffAt: new Date(Date.now() - 60_000) })
      .where(eq(interviewSlots.slotId, closing));
    const late = await book(s.students.C, closing, IN_THAI);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^หมดเขตจองเวลาสัมภาษณ์นี้ เมื่อ \d+ .+ เวลา \d\d:\d\d น\.$/);
    const bookedEarlier = await slotOf(s, s.openings.mine2.openingId, { startsAt: inHours(90), capacity: 2 });
    const held = await book(s.students.C, bookedEarlier);
    await db
      .update(interviewSlots)
      .set({ bookingCutoffAt: new Date(Date.now() - 60_000) })
      .where(eq(interviewSlots.slotId, bookedEarlier));
    expect((await cancelBooking(s.students.C, held.body.bookingId, IN_THAI)).body.message).toMatch(/^หมดเขตยกเลิกการจองเวลาสัมภาษณ์นี้ เมื่อ /);
  });

  it('audits a booking made by an admin acting as the student', async () => {
    const s = await scenario();
    const slotId = await slotOf(s, s.openings.mine1.openingId);
    const acting = await createAdminActingAsStudent(db, s.students.A.studentId);
    const answer = await book(acting, slotId);
    expect(answer.status).toBe(201);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'interview-booking.book'), eq(auditLogs.entityId, String(answer.body.bookingId))));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorPlatformUid).toBe(acting.platformUid);
  });
});

describe('two students racing for the last seat', () => {
  it('exactly one wins and the other gets the Thai 409 (PGlite: one after the other; PostgreSQL: at once)', async () => {
    const s = await scenario();
    for (let attempt = 0; attempt < 4; attempt++) {
      const slotId = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(200 + attempt) });
      const answers: ApiAnswer[] = await Promise.all([
        book(s.students.A, slotId, IN_THAI),
        book(s.students.B, slotId, IN_THAI),
        book(s.students.C, slotId, IN_THAI),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      for (const answer of answers.filter((item) => item.status === 409))
        expect(answer.body.message).toBe('เวลาสัมภาษณ์นี้มีผู้จองเต็มแล้ว กรุณาเลือกเวลาอื่น');
      const seats = await db.select().from(interviewBookings).where(eq(interviewBookings.slotId, slotId));
      expect(seats).toHaveLength(1);
      // Free the winner for the next attempt.
      const winner = answers.find((answer) => answer.status === 201)!;
      await db.update(interviewBookings).set({ cancelledAt: new Date() }).where(eq(interviewBookings.bookingId, winner.body.bookingId));
    }
  });

  it('one student booking two overlapping slots of two openings at once holds exactly one', async () => {
    const s = await scenario();
    const startsAt = inHours(300);
    const first = await slotOf(s, s.openings.mine1.openingId, { startsAt });
    const second = await slotOf(s, s.openings.mine2.openingId, { startsAt });
    const answers = await Promise.all([book(s.students.B, first), book(s.students.B, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the slot lock decides the last seat (PostgreSQL)', () => {
  it('a booking waits while another transaction holds the slot, then counts the seat that one took', async () => {
    const s = await scenario();
    const slotId = await slotOf(s, s.openings.mine1.openingId, { startsAt: inHours(400) });
    // Another booking of the slot in flight: it holds the slot's row lock and has taken the seat, not yet committed.
    const held = await holdTransaction(db, async (tx) => {
      await tx.select().from(interviewSlots).where(eq(interviewSlots.slotId, slotId)).for('update');
      await tx
        .insert(interviewBookings)
        .values({ slotId, openingId: s.openings.mine1.openingId, round: 1, studentId: s.students.C.studentId });
    });
    const racing = tracked(book(s.students.A, slotId, IN_THAI));
    expect(await waitForLockWaiters(db, 1)).toBe(true);
    expect(racing.isSettled()).toBe(false);
    await held.commit();
    expect(await racing.promise).toMatchObject({ status: 409, body: { message: 'เวลาสัมภาษณ์นี้มีผู้จองเต็มแล้ว กรุณาเลือกเวลาอื่น' } });
  });
});

describe('admins', () => {
  it("see a round's progress and act for a company, audited", async () => {
    const s = await scenario();
    const created = await callRoute('POST', adminCreateRoute, {
      params: { openingId: String(s.openings.mine1.openingId) },
      body: slotBody(),
      cookie: people.admin.cookie,
    });
    expect(created.status).toBe(201);
    expect((await book(s.students.A, created.body.slotId)).status).toBe(201);
    const patched = await callRoute('PATCH', adminPatchSlotRoute, {
      params: { interviewSlotId: String(created.body.slotId) },
      body: { capacity: 2 },
      cookie: people.admin.cookie,
    });
    expect(patched).toMatchObject({ status: 200, body: { capacity: 2 } });
    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(created.body.slotId)));
    expect(audit.map((row) => row.action).sort()).toEqual(['interview-slot.create', 'interview-slot.update']);
    expect((await callRoute('GET', adminListRoute, { params: { openingId: '999999' }, cookie: people.admin.cookie })).status).toBe(404);

    const progress = await callRoute('GET', progressRoute, {
      params: { sessionId: String(s.session.sessionId) },
      cookie: people.admin.cookie,
    });
    expect(progress.status).toBe(200);
    expect(progress.body.round).toBe(1);
    const [withSlots, ...rest] = progress.body.openings;
    expect(withSlots).toMatchObject({ openingId: s.openings.mine1.openingId, slotCount: 1, applicantCount: 3, bookedCount: 1 });
    expect(withSlots.applicantsWithoutBooking.map((student: { studentId: string }) => student.studentId)).toEqual([
      s.students.B.studentId,
      s.students.C.studentId,
    ]);
    expect(rest.every((opening: { slotCount: number }) => opening.slotCount === 0)).toBe(true);
    expect((await callRoute('GET', progressRoute, { params: { sessionId: '999999' }, cookie: people.admin.cookie })).status).toBe(404);
    expect(
      (
        await callRoute('GET', progressRoute, {
          params: { sessionId: String(s.session.sessionId) },
          query: { round: '7' },
          cookie: people.admin.cookie,
        })
      ).status,
    ).toBe(404);
  });
});

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

describe('calendars', () => {
  it('answers a booking as an .ics file that a real parser reads', async () => {
    const s = await scenario();
    const startsAt = inHours(50);
    const slotId = await slotOf(s, s.openings.mine1.openingId, { startsAt, location: 'ห้อง 501, อาคาร 3; ชั้น 5', locationKind: 'PLACE' });
    const booked = await book(s.students.A, slotId);
    const ics = await callRoute('GET', icsRoute, { params: { bookingId: String(booked.body.bookingId) }, cookie: s.students.A.cookie });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toContain('.ics');
    const [event] = parseCalendar(ics.body);
    expect(event.uid).toBe(`interview-booking-${booked.body.bookingId}@internship-matching`);
    expect(event.summary).toContain('นักพัฒนาแบ็กเอนด์');
    expect(event.location).toBe('ห้อง 501, อาคาร 3; ชั้น 5');
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect((await callRoute('GET', icsRoute, { params: { bookingId: '999999' }, cookie: s.students.A.cookie })).status).toBe(404);
  });

  it('makes, rotates and revokes a private feed whose token is the credential', async () => {
    const s = await scenario();
    const slotId = await slotOf(s, s.openings.mine1.openingId);
    await book(s.students.B, slotId);
    const feed = (token: string) => callRoute('GET', feedRoute, { params: { token } });
    const tokenOf = (url: string) => url.split('/').pop()!;

    expect((await callRoute('GET', feedStatusRoute, { cookie: s.students.B.cookie })).body).toEqual({ isActive: false, createdAt: null });
    const made = await callRoute('POST', createFeedRoute, { cookie: s.students.B.cookie });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
    expect((await callRoute('GET', feedStatusRoute, { cookie: s.students.B.cookie })).body.isActive).toBe(true);
    const student = await feed(tokenOf(made.body.url));
    expect(student.status).toBe(200);
    expect(student.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(student.body);
    expect(events.some((event) => event.summary.startsWith('สัมภาษณ์: นักพัฒนาแบ็กเอนด์'))).toBe(true);
    // Written in its holder's language, as their notices are (a calendar app names none): an English reader's is English.
    await db.update(accounts).set({ locale: 'en' }).where(eq(accounts.platformUid, s.students.B.platformUid));
    const english = await feed(tokenOf(made.body.url));
    expect(english.body).toContain('X-WR-CALNAME:Interviews and internship dates');
    expect(parseCalendar(english.body).some((event) => event.summary.startsWith('Interview: นักพัฒนาแบ็กเอนด์'))).toBe(true);
    await db.update(accounts).set({ locale: 'th' }).where(eq(accounts.platformUid, s.students.B.platformUid));

    const company = await callRoute('POST', createFeedRoute, { cookie: s.me.cookie });
    const companyEvents = parseCalendar((await feed(tokenOf(company.body.url))).body);
    const slotEvent = companyEvents.find((event) => event.uid === `interview-slot-${slotId}@internship-matching`)!;
    expect(slotEvent.description).toContain(s.students.B.studentId);
    expect(companyEvents.some((event) => event.summary.startsWith('หมดเขตจัดอันดับผู้สมัคร รอบที่ 1'))).toBe(true);

    const rotated = await callRoute('POST', createFeedRoute, { cookie: s.students.B.cookie });
    expect((await feed(tokenOf(made.body.url))).status).toBe(404);
    expect((await feed(tokenOf(rotated.body.url))).status).toBe(200);
    expect((await callRoute('DELETE', revokeFeedRoute, { cookie: s.students.B.cookie })).status).toBe(200);
    expect((await feed(tokenOf(rotated.body.url))).status).toBe(404);
    expect((await feed('not a token')).status).toBe(400);
  });
});
