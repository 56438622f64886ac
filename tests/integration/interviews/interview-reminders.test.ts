import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchSlotRoute } from '@/app/api/company/interview-slots/[interviewSlotId]/route';
import { POST as createSlotRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/interview-slots/route';
import { DELETE as cancelBookingRoute } from '@/app/api/student/interview-bookings/[bookingId]/route';
import { POST as bookRoute } from '@/app/api/student/interview-bookings/route';
import type { Database } from '@/db/client';
import { notifications } from '@/db/schema';
import { deliverNotificationEmails, runNotificationSchedule } from '@/server/notifications';
import { callRoute } from '../../support/api';
import type { TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createApplicationScenario, type ApplicationScenario } from '../applications/scenario';

let db: Database;
let prefixCounter = 900;
const scenario = () => createApplicationScenario(db, String((prefixCounter += 1)));

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const HOUR = 3_600_000;
/** An instant `hours` from now, on the minute. */
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000);

/** A slot of the scenario's company starting in `hours`, bookable until an hour before it. */
async function slotIn(s: ApplicationScenario, openingId: number, hours: number, capacity = 2): Promise<{ slotId: number; startsAt: Date }> {
  const startsAt = inHours(hours);
  const answer = await callRoute('POST', createSlotRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/interview-slots`,
    params: { sessionId: String(s.session.sessionId), openingId: String(openingId) },
    body: {
      startsAt: startsAt.toISOString(),
      bookingCutoffAt: new Date(startsAt.getTime() - HOUR).toISOString(),
      lengthMinutes: 30,
      locationKind: 'PLACE',
      location: 'ห้องประชุม 2',
      capacity,
      note: 'นำบัตรนิสิตมาด้วย',
    },
    cookie: s.me.cookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { slotId: answer.body.slotId, startsAt };
}

async function book(student: TestPerson, slotId: number): Promise<number> {
  const answer = await callRoute('POST', bookRoute, { path: '/api/student/interview-bookings', body: { slotId }, cookie: student.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.bookingId;
}

const remindersOf = (recipientIds: string[]) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.recipientId, recipientIds),
        inArray(notifications.kind, ['INTERVIEW_REMINDER', 'COMPANY_INTERVIEW_REMINDER']),
      ),
    )
    .orderBy(notifications.notificationId);

describe('the day-before interview reminders', () => {
  it('reminds each booked student and the company’s users of an interview within 24 hours, once, and not of later ones', async () => {
    const s = await scenario();
    const soon = await slotIn(s, s.openings.mine1.openingId, 20);
    const later = await slotIn(s, s.openings.mine2.openingId, 48);
    const bookingA = await book(s.students.A, soon.slotId);
    const bookingB = await book(s.students.B, soon.slotId);
    await book(s.students.C, later.slotId);

    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const studentRows = await remindersOf([s.students.A.studentId, s.students.B.studentId, s.students.C.studentId]);
    expect(studentRows.map((row) => [row.recipientId, row.kind, row.eventKey])).toEqual([
      [s.students.A.studentId, 'INTERVIEW_REMINDER', `interview-reminder:${bookingA}:${soon.startsAt.getTime()}`],
      [s.students.B.studentId, 'INTERVIEW_REMINDER', `interview-reminder:${bookingB}:${soon.startsAt.getTime()}`],
    ]);
    expect(studentRows[0].title).toBe(`ใกล้ถึงเวลาสัมภาษณ์: ${s.openings.mine1.title} · ${s.myCompany.companyNameTh}`);
    expect(studentRows[0].body).toContain('ห้องประชุม 2');
    expect(studentRows[0].body).toContain('สิ่งที่ควรเตรียม: นำบัตรนิสิตมาด้วย');
    expect(studentRows[0].linkPath).toBe('/interviews');

    const companyRows = await remindersOf([s.me.platformUid, s.colleague.platformUid, s.outsider.platformUid]);
    expect(companyRows.map((row) => [row.recipientId, row.kind, row.eventKey])).toEqual([
      [s.me.platformUid, 'COMPANY_INTERVIEW_REMINDER', `company-interview-reminder:${soon.slotId}:${soon.startsAt.getTime()}`],
      [s.colleague.platformUid, 'COMPANY_INTERVIEW_REMINDER', `company-interview-reminder:${soon.slotId}:${soon.startsAt.getTime()}`],
    ]);
    expect(companyRows[0].body).toContain('ผู้จอง 2 คน');
    expect(companyRows[0].body).toContain(`สมชาย ใจดี (${s.students.A.studentId})`);
    expect(companyRows[0].linkPath).toBe(`/applicant/${s.openings.mine1.openingId}/session/${s.session.sessionId}/interviews`);

    // Ticks of several instances at once, and a tick after a restart, write nothing twice.
    await Promise.all([
      runNotificationSchedule({ ctx: { db, now: new Date() } }),
      runNotificationSchedule({ ctx: { db, now: new Date() } }),
    ]);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const people = [s.students.A.studentId, s.students.B.studentId, s.me.platformUid, s.colleague.platformUid];
    expect(await remindersOf(people)).toHaveLength(4);

    // The later interview is reminded of the day before it, not before.
    await runNotificationSchedule({ ctx: { db, now: new Date(later.startsAt.getTime() - 25 * HOUR) } });
    expect(await remindersOf([s.students.C.studentId])).toHaveLength(0);
    await runNotificationSchedule({ ctx: { db, now: new Date(later.startsAt.getTime() - 23 * HOUR) } });
    expect((await remindersOf([s.students.C.studentId])).map((row) => row.kind)).toEqual(['INTERVIEW_REMINDER']);
  });

  it('tells nobody of a cancelled booking, nor of an interview that has begun (a server back after a long stop)', async () => {
    const s = await scenario();
    const soon = await slotIn(s, s.openings.mine1.openingId, 20, 1);
    const bookingA = await book(s.students.A, soon.slotId);
    const cancelled = await callRoute('DELETE', cancelBookingRoute, {
      path: `/api/student/interview-bookings/${bookingA}`,
      params: { bookingId: String(bookingA) },
      cookie: s.students.A.cookie,
    });
    expect(cancelled.status).toBe(200);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect(await remindersOf([s.students.A.studentId, s.me.platformUid])).toHaveLength(0);

    await book(s.students.B, soon.slotId);
    await runNotificationSchedule({ ctx: { db, now: new Date(soon.startsAt.getTime() + 60_000) } });
    expect(await remindersOf([s.students.B.studentId, s.me.platformUid])).toHaveLength(0);
  });

  it('reminds again of a slot its company moved, and the worker skips the reminder of the old time', async () => {
    const s = await scenario();
    const soon = await slotIn(s, s.openings.mine1.openingId, 20, 1);
    const bookingA = await book(s.students.A, soon.slotId);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });

    const movedTo = inHours(22);
    const moved = await callRoute('PATCH', patchSlotRoute, {
      path: `/api/company/interview-slots/${soon.slotId}`,
      params: { interviewSlotId: String(soon.slotId) },
      body: { startsAt: movedTo.toISOString() },
      cookie: s.me.cookie,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const rows = await remindersOf([s.students.A.studentId]);
    expect(rows.map((row) => row.eventKey)).toEqual([
      `interview-reminder:${bookingA}:${soon.startsAt.getTime()}`,
      `interview-reminder:${bookingA}:${movedTo.getTime()}`,
    ]);

    await deliverNotificationEmails({ ctx: { db, now: new Date() }, mailer: null });
    const delivered = await db
      .select({ eventKey: notifications.eventKey, emailStatus: notifications.emailStatus, emailLastError: notifications.emailLastError })
      .from(notifications)
      .where(and(eq(notifications.kind, 'INTERVIEW_REMINDER'), eq(notifications.recipientId, s.students.A.studentId)))
      .orderBy(notifications.notificationId);
    expect(delivered.map((row) => row.emailStatus)).toEqual(['SKIPPED', 'KEPT']);
    expect(delivered[0].emailLastError).toBe('การสัมภาษณ์ถูกยกเลิก เลื่อน หรือเริ่มไปแล้วก่อนถึงเวลาส่ง');
    const company = await db
      .select({ emailStatus: notifications.emailStatus })
      .from(notifications)
      .where(and(eq(notifications.kind, 'COMPANY_INTERVIEW_REMINDER'), eq(notifications.recipientId, s.me.platformUid)))
      .orderBy(notifications.notificationId);
    expect(company.map((row) => row.emailStatus)).toEqual(['SKIPPED', 'KEPT']);
  });
});
