import type { StudentContext } from '@/server/context';
import { assertBeforeDeadline } from '@/server/deadlines';
import { announceOwnBookingChange, findOwnActiveBooking, freeBooking } from './booking-scope';
import { findSlot, lockStudent } from './interview-scope';

/** DELETE /api/student/interview-bookings/{bookingId}: gives the seat back, until the slot's cut-off. */
export async function cancelInterviewBooking({ ctx, bookingId }: { ctx: StudentContext; bookingId: number }): Promise<{ message: string }> {
  const studentId = ctx.actor.studentId;
  await ctx.db.transaction(async (tx) => {
    await lockStudent({ db: tx, studentId });
    const booking = await findOwnActiveBooking({ db: tx, bookingId, studentId });
    const slot = await findSlot({ db: tx, slotId: booking.slotId });
    assertBeforeDeadline({ deadline: slot.bookingCutoffAt, now: ctx.now, what: 'ยกเลิกการจองเวลาสัมภาษณ์นี้' });
    await freeBooking({ db: tx, bookingId, now: ctx.now });
    await announceOwnBookingChange({
      db: tx,
      ctx,
      what: 'CANCELLED',
      bookingId,
      slot,
      audit: { action: 'interview-booking.cancel', details: { slotId: slot.slotId } },
    });
  });
  return { message: 'Interview booking cancelled' };
}
