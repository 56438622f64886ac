import { and, asc, count, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { interviewBookings, interviewSlotInvitees, interviewSlots } from '@/db/schema';
import { DEFAULT_BOOKING_CUTOFF_HOURS, type CompanyInterviewSlot } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { notifyInterviewChange } from '@/server/notifications';
import { assertSlotWindow, endOf, findSlot, loadOpeningRound, lockStudent, slotEndSql } from './interview-scope';
import { interviewOf } from './interview-of';
import { assertInvitees, assertSlotTimes, auditSlotWrite } from './slot-rules';
import { slotFields } from './slot-input';
import { selectCompanySlots } from './slot-views';

export const updateInterviewSlotInput = z.object(slotFields).partial();
export type UpdateInterviewSlotInput = z.output<typeof updateInterviewSlotInput>;

/** The Thai 409 of a new time that one of the slot's booked students could not keep. */
export const BOOKER_CLASH_MESSAGE = 'เปลี่ยนเวลาไม่ได้ เพราะจะซ้อนกับการสัมภาษณ์อื่นที่ผู้จองเวลานี้จองไว้แล้ว';

/**
 * PATCH …/interview-slots/{slotId}: changes a slot in the same window as publishing it. Capacity never goes below the
 * seats taken, and a booked student stays invited (409). A new time or length must not overlap another active booking
 * of a student who booked the slot (409): a student never holds two overlapping interviews, whoever moves them.
 * Students who booked are told when its time or place changes.
 *
 * A time change locks as the booking verbs do (docs/interviews.md), the booked students' rows first (in id order),
 * then the slot: no booked student can book an overlapping interview while the new time is checked.
 */
export async function updateInterviewSlot({
  ctx,
  slotId,
  input,
}: {
  ctx: Context;
  slotId: number;
  input: UpdateInterviewSlotInput;
}): Promise<CompanyInterviewSlot> {
  return ctx.db.transaction(async (tx) => {
    const isTimeChange = input.startsAt !== undefined || input.lengthMinutes !== undefined;
    // Owner first (another company's slot is 404 before any student row is locked), then the locks in their order.
    const unlocked = await findSlot({ db: tx, slotId });
    const scope = await loadOpeningRound({ db: tx, ctx, openingId: unlocked.openingId, round: unlocked.round });
    const lockedStudentIds = isTimeChange ? await lockBookedStudents({ db: tx, slotId }) : [];
    const slot = await findSlot({ db: tx, slotId, forUpdate: true });
    if (slot.cancelledAt) throw new ConflictError('เวลาสัมภาษณ์นี้ถูกยกเลิกแล้ว');
    assertSlotWindow({ scope, now: ctx.now });
    const startsAt = input.startsAt ?? slot.startsAt;
    const bookingCutoffAt =
      input.bookingCutoffAt ??
      (input.startsAt ? new Date(startsAt.getTime() - DEFAULT_BOOKING_CUTOFF_HOURS * 3_600_000) : slot.bookingCutoffAt);
    if (input.startsAt || input.bookingCutoffAt) assertSlotTimes({ startsAt, bookingCutoffAt, now: ctx.now });
    const bookings = await tx
      .select({ studentId: interviewBookings.studentId })
      .from(interviewBookings)
      .where(and(eq(interviewBookings.slotId, slotId), isNull(interviewBookings.cancelledAt)));
    const capacity = input.capacity ?? slot.capacity;
    if (capacity < bookings.length) throw new ConflictError(`มีผู้จองเวลานี้แล้ว ${bookings.length} คน จึงลดจำนวนที่รับให้น้อยกว่านั้นไม่ได้`);
    if (isTimeChange && bookings.length) {
      // A booking that committed between the first read and the slot's lock: its student is not locked here.
      if (bookings.some((booking) => !lockedStudentIds.includes(booking.studentId)))
        throw new ConflictError('มีผู้จองเวลานี้เพิ่มระหว่างบันทึก กรุณาลองอีกครั้ง');
      await assertNoBookerClash({
        db: tx,
        slotId,
        studentIds: bookings.map((booking) => booking.studentId),
        startsAt,
        lengthMinutes: input.lengthMinutes ?? slot.lengthMinutes,
      });
    }
    if (input.invitedStudentIds !== undefined) {
      const invited = [...new Set(input.invitedStudentIds)];
      await assertInvitees({ db: tx, openingId: slot.openingId, round: slot.round, studentIds: invited });
      const dropped = invited.length ? bookings.filter((booking) => !invited.includes(booking.studentId)) : [];
      if (dropped.length) throw new ConflictError(`นำผู้ที่จองแล้วออกจากรายชื่อไม่ได้: ${dropped.map((booking) => booking.studentId).join(', ')}`);
      await tx.delete(interviewSlotInvitees).where(eq(interviewSlotInvitees.slotId, slotId));
      if (invited.length) await tx.insert(interviewSlotInvitees).values(invited.map((studentId) => ({ slotId, studentId })));
    }
    const [updated] = await tx
      .update(interviewSlots)
      .set({
        startsAt,
        bookingCutoffAt,
        capacity,
        lengthMinutes: input.lengthMinutes ?? slot.lengthMinutes,
        locationKind: input.locationKind ?? slot.locationKind,
        location: input.location ?? slot.location,
        note: input.note === undefined ? slot.note : input.note?.trim() || null,
        audience: input.invitedStudentIds === undefined ? slot.audience : input.invitedStudentIds.length ? 'CHOSEN' : 'ALL',
        updatedAt: ctx.now,
      })
      .where(eq(interviewSlots.slotId, slotId))
      .returning();
    const isMoved =
      updated.startsAt.getTime() !== slot.startsAt.getTime() ||
      updated.lengthMinutes !== slot.lengthMinutes ||
      updated.location !== slot.location ||
      updated.locationKind !== slot.locationKind;
    if (isMoved && bookings.length)
      await notifyInterviewChange({
        db: tx,
        now: ctx.now,
        change: {
          what: 'SLOT_CHANGED',
          eventKey: `interview-slot:${slotId}:changed:${ctx.now.getTime()}`,
          studentIds: bookings.map((booking) => booking.studentId),
          interview: interviewOf({ scope, slot: updated }),
          tellCompany: false,
        },
      });
    const [{ value: total }] = await tx.select({ value: count() }).from(interviewBookings).where(eq(interviewBookings.slotId, slotId));
    await auditSlotWrite({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'interview-slot.update',
        entityType: 'interview_slot',
        entityId: slotId,
        details: { ...input, bookingCount: total },
      },
    });
    const [view] = await selectCompanySlots({ db: tx, where: { slotIds: [slotId] } });
    return view;
  });
}

/** Locks the rows of the students holding an active booking of the slot, in id order (the order every verb uses). */
async function lockBookedStudents({ db, slotId }: { db: Executor; slotId: number }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ studentId: interviewBookings.studentId })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.slotId, slotId), isNull(interviewBookings.cancelledAt)))
    .orderBy(asc(interviewBookings.studentId));
  for (const row of rows) await lockStudent({ db, studentId: row.studentId });
  return rows.map((row) => row.studentId);
}

/**
 * 409 when the slot's new time would overlap another active booking of one of its students. The message names the
 * student, not the other interview: that one may be with another company, which is the student's own business.
 */
async function assertNoBookerClash({
  db,
  slotId,
  studentIds,
  startsAt,
  lengthMinutes,
}: {
  db: Executor;
  slotId: number;
  studentIds: string[];
  startsAt: Date;
  lengthMinutes: number;
}): Promise<void> {
  const clashes = await db
    .selectDistinct({ studentId: interviewBookings.studentId })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.slotId, interviewBookings.slotId))
    .where(
      and(
        inArray(interviewBookings.studentId, studentIds),
        isNull(interviewBookings.cancelledAt),
        ne(interviewBookings.slotId, slotId),
        lt(interviewSlots.startsAt, endOf({ startsAt, lengthMinutes })),
        gt(slotEndSql, startsAt),
      ),
    )
    .orderBy(asc(interviewBookings.studentId));
  if (clashes.length)
    throw new ConflictError(`${BOOKER_CLASH_MESSAGE} (นิสิต ${clashes.map((row) => row.studentId).join(', ')}) กรุณาเลือกเวลาอื่น`);
}
