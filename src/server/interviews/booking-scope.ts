import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { interviewBookings } from '@/db/schema';
import type { InterviewNotice } from '@/server/notifications';
import { NotFoundError } from '@/server/errors';
import { selectOpeningRound, type SlotRow } from './interview-scope';
import { interviewOf } from './interview-of';

/** The student's own active booking (404 for another student's, a cancelled one or an unknown id). */
export async function findOwnActiveBooking({
  db,
  bookingId,
  studentId,
}: {
  db: Executor;
  bookingId: number;
  studentId: string;
}): Promise<typeof interviewBookings.$inferSelect> {
  const [booking] = await db
    .select()
    .from(interviewBookings)
    .where(
      and(eq(interviewBookings.bookingId, bookingId), eq(interviewBookings.studentId, studentId), isNull(interviewBookings.cancelledAt)),
    )
    .limit(1);
  if (!booking) throw new NotFoundError('Interview booking not found');
  return booking;
}

/** The notice of a slot for the students' own changes. */
export async function noticeOf({ db, slot }: { db: Executor; slot: SlotRow }): Promise<InterviewNotice> {
  const scope = await selectOpeningRound({ db, openingId: slot.openingId, round: slot.round });
  if (!scope) throw new NotFoundError('Opening not found');
  return interviewOf({ scope, slot });
}
