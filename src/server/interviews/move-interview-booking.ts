import { z } from 'zod';
import type { StudentInterviewBooking } from '@/lib/interviews';
import type { StudentContext } from '@/server/context';
import { assertBeforeDeadline } from '@/server/deadlines';
import { BadRequestError, ConflictError } from '@/server/errors';
import { announceOwnBookingChange, findOwnActiveBooking, freeBooking } from './booking-scope';
import { findSlot, lockStudent } from './interview-scope';
import { placeBooking } from './place-booking';
import { selectStudentBookings } from './student-views';

export const moveInterviewBookingInput = z.object({ slotId: z.number().int().positive() });
export type MoveInterviewBookingInput = z.output<typeof moveInterviewBookingInput>;

/**
 * PUT /api/student/interview-bookings/{bookingId}: moves the booking to another slot of the same opening and round in
 * one transaction: the new seat is taken (or the move refused, the old seat kept) and the old one freed together.
 * Both slots' cut-offs must not have passed.
 */
export async function moveInterviewBooking({
  ctx,
  bookingId,
  input,
}: {
  ctx: StudentContext;
  bookingId: number;
  input: MoveInterviewBookingInput;
}): Promise<StudentInterviewBooking> {
  const studentId = ctx.actor.studentId;
  const movedTo = await ctx.db.transaction(async (tx) => {
    await lockStudent({ db: tx, studentId });
    const booking = await findOwnActiveBooking({ db: tx, bookingId, studentId });
    const old = await findSlot({ db: tx, slotId: booking.slotId });
    if (input.slotId === old.slotId) throw new ConflictError('คุณจองเวลานี้ไว้อยู่แล้ว');
    const wanted = await findSlot({ db: tx, slotId: input.slotId });
    if (wanted.openingId !== booking.openingId || wanted.round !== booking.round)
      throw new BadRequestError('slotId: the slot is not of the same opening and round as the booking');
    assertBeforeDeadline({ deadline: old.bookingCutoffAt, now: ctx.now, what: 'เปลี่ยนเวลาสัมภาษณ์เดิม' });
    // Freed first (conditionally: a company cancelling the old slot meanwhile has already freed it), so the partial
    // unique index sees one active booking of the opening at a time.
    await freeBooking({ db: tx, bookingId, now: ctx.now });
    const placed = await placeBooking({ db: tx, now: ctx.now, slotId: input.slotId, studentId, replacing: { bookingId } });
    await announceOwnBookingChange({
      db: tx,
      ctx,
      what: 'MOVED',
      bookingId: placed.bookingId,
      slot: placed.slot,
      previousStartsAt: old.startsAt,
      audit: { action: 'interview-booking.move', details: { fromBookingId: bookingId, fromSlotId: old.slotId, toSlotId: input.slotId } },
    });
    return placed.bookingId;
  });
  const [view] = await selectStudentBookings({ db: ctx.db, now: ctx.now, studentId, bookingIds: [movedTo] });
  return view;
}
