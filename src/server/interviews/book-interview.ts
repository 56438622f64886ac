import { z } from 'zod';
import type { StudentInterviewBooking } from '@/lib/interviews';
import type { StudentContext } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { announceOwnBookingChange } from './booking-scope';
import { findSlot, lockStudent } from './interview-scope';
import { activeBookingOf, placeBooking } from './place-booking';
import { selectStudentBookings } from './student-views';

export const bookInterviewInput = z.object({ slotId: z.number().int().positive() });
export type BookInterviewInput = z.output<typeof bookInterviewInput>;

/**
 * POST /api/student/interview-bookings: books a seat in a slot offered to the student, until the slot's cut-off.
 * One booking per opening and round (a second is 409: move it instead), never two overlapping, never past capacity.
 */
export async function bookInterview({ ctx, input }: { ctx: StudentContext; input: BookInterviewInput }): Promise<StudentInterviewBooking> {
  const studentId = ctx.actor.studentId;
  const bookingId = await ctx.db.transaction(async (tx) => {
    await lockStudent({ db: tx, studentId });
    const wanted = await findSlot({ db: tx, slotId: input.slotId });
    const held = await activeBookingOf({ db: tx, studentId, openingId: wanted.openingId, round: wanted.round });
    if (held) throw new ConflictError('คุณจองเวลาสัมภาษณ์ของตำแหน่งนี้ไว้แล้ว หากต้องการเวลาอื่นให้เปลี่ยนเวลาแทน', { bookingId: held.bookingId });
    const { slot, bookingId } = await placeBooking({ db: tx, now: ctx.now, slotId: input.slotId, studentId });
    await announceOwnBookingChange({
      db: tx,
      ctx,
      what: 'BOOKED',
      bookingId,
      slot,
      audit: { action: 'interview-booking.book', details: { slotId: input.slotId } },
    });
    return bookingId;
  });
  const [view] = await selectStudentBookings({ db: ctx.db, now: ctx.now, studentId, bookingIds: [bookingId] });
  return view;
}
