import { and, eq, isNull } from 'drizzle-orm';
import { interviewBookings } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { assertBeforeDeadline } from '@/server/deadlines';
import { ConflictError } from '@/server/errors';
import { notifyInterviewChange } from '@/server/notifications';
import { findOwnActiveBooking, noticeOf } from './booking-scope';
import { findSlot, lockStudent } from './interview-scope';

/** DELETE /api/student/interview-bookings/{bookingId}: gives the seat back, until the slot's cut-off. */
export async function cancelInterviewBooking({ ctx, bookingId }: { ctx: StudentContext; bookingId: number }): Promise<{ message: string }> {
  const studentId = ctx.actor.studentId;
  await ctx.db.transaction(async (tx) => {
    await lockStudent({ db: tx, studentId });
    const booking = await findOwnActiveBooking({ db: tx, bookingId, studentId });
    const slot = await findSlot({ db: tx, slotId: booking.slotId });
    assertBeforeDeadline({ deadline: slot.bookingCutoffAt, now: ctx.now, what: 'ยกเลิกการจองเวลาสัมภาษณ์นี้' });
    const freed = await tx
      .update(interviewBookings)
      .set({ cancelledAt: ctx.now })
      .where(and(eq(interviewBookings.bookingId, bookingId), isNull(interviewBookings.cancelledAt)))
      .returning({ bookingId: interviewBookings.bookingId });
    if (freed.length === 0) throw new ConflictError('การจองนี้ถูกยกเลิกไปแล้ว');
    await notifyInterviewChange({
      db: tx,
      now: ctx.now,
      change: {
        what: 'CANCELLED',
        eventKey: `interview-booking:${bookingId}:cancelled`,
        studentIds: [studentId],
        interview: await noticeOf({ db: tx, slot }),
        tellCompany: true,
      },
    });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'interview-booking.cancel', entityType: 'interview_booking', entityId: bookingId, details: { slotId: slot.slotId } },
    });
  });
  return { message: 'Interview booking cancelled' };
}
