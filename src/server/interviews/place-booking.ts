import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, interviewBookings, interviewSlotInvitees, interviewSlots, openings } from '@/db/schema';
import { assertBeforeDeadline, deadlineText } from '@/server/deadlines';
import { ConflictError, NotFoundError } from '@/server/errors';
import { endOf, findSlot, slotEndSql, type SlotRow } from './interview-scope';

/** The Thai 409 of a full slot; the screen shows it and reloads the slots. */
export const SLOT_FULL_MESSAGE = 'เวลาสัมภาษณ์นี้มีผู้จองเต็มแล้ว กรุณาเลือกเวลาอื่น';

/**
 * Whether the slot is offered to the student: an ACTIVE application of the opening in the slot's round and, for a
 * CHOSEN slot, an invitation. A slot not offered is 404 to the student, like an unknown one.
 */
export async function assertSlotOffered({ db, slot, studentId }: { db: Executor; slot: SlotRow; studentId: string }): Promise<void> {
  const [row] = await db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(
      and(
        eq(applications.openingId, slot.openingId),
        eq(applications.round, slot.round),
        eq(applications.studentId, studentId),
        eq(applications.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError('Interview slot not found');
  if (slot.audience === 'CHOSEN') {
    const [invited] = await db
      .select({ studentId: interviewSlotInvitees.studentId })
      .from(interviewSlotInvitees)
      .where(and(eq(interviewSlotInvitees.slotId, slot.slotId), eq(interviewSlotInvitees.studentId, studentId)))
      .limit(1);
    if (!invited) throw new NotFoundError('Interview slot not found');
  }
}

/**
 * Takes a seat in `slotId` for the student, inside the caller's transaction, which has already locked the student's
 * row (lockStudent). The slot is locked FOR UPDATE here, so its seats are counted with every other booking of it
 * waiting: two students racing for the last seat are decided one after the other and the second gets 409.
 * `replacing` is the booking a move gives up (left out of the overlap check).
 */
export async function placeBooking({
  db,
  now,
  slotId,
  studentId,
  replacing,
}: {
  db: Executor;
  now: Date;
  slotId: number;
  studentId: string;
  replacing?: { bookingId: number };
}): Promise<{ slot: SlotRow; bookingId: number }> {
  const slot = await findSlot({ db, slotId, forUpdate: true });
  await assertSlotOffered({ db, slot, studentId });
  if (slot.cancelledAt) throw new ConflictError('เวลาสัมภาษณ์นี้ถูกยกเลิกแล้ว กรุณาเลือกเวลาอื่น');
  assertBeforeDeadline({ deadline: slot.bookingCutoffAt, now, what: 'จองเวลาสัมภาษณ์นี้' });
  const [{ taken }] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.slotId, slotId), isNull(interviewBookings.cancelledAt)));
  if (taken >= slot.capacity) throw new ConflictError(SLOT_FULL_MESSAGE);
  const [clash] = await db
    .select({ startsAt: interviewSlots.startsAt, openingTitle: openings.title })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.slotId, interviewBookings.slotId))
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .where(
      and(
        eq(interviewBookings.studentId, studentId),
        isNull(interviewBookings.cancelledAt),
        replacing ? ne(interviewBookings.bookingId, replacing.bookingId) : undefined,
        lt(interviewSlots.startsAt, endOf(slot)),
        gt(slotEndSql, slot.startsAt),
      ),
    )
    .limit(1);
  if (clash) throw new ConflictError(`เวลานี้ซ้อนกับการสัมภาษณ์ที่คุณจองไว้แล้ว (${clash.openingTitle} เวลา ${deadlineText(clash.startsAt)})`);
  const [booking] = await db
    .insert(interviewBookings)
    .values({ slotId, openingId: slot.openingId, round: slot.round, studentId, createdAt: now })
    .returning({ bookingId: interviewBookings.bookingId });
  return { slot, bookingId: booking.bookingId };
}

/** The student's active booking of an opening and round, if any. */
export async function activeBookingOf({
  db,
  studentId,
  openingId,
  round,
}: {
  db: Executor;
  studentId: string;
  openingId: number;
  round: number;
}): Promise<{ bookingId: number } | undefined> {
  const [row] = await db
    .select({ bookingId: interviewBookings.bookingId })
    .from(interviewBookings)
    .where(
      and(
        eq(interviewBookings.studentId, studentId),
        eq(interviewBookings.openingId, openingId),
        eq(interviewBookings.round, round),
        isNull(interviewBookings.cancelledAt),
      ),
    )
    .limit(1);
  return row;
}
