import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { interviewBookings } from '@/db/schema';
import { auditIfAssumed, type AuditEntry } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { notifyInterviewChange, type InterviewNotice } from '@/server/notifications';
import { ConflictError, NotFoundError } from '@/server/errors';
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

/**
 * Gives a booking's seat back, conditionally: a company that cancelled the slot meanwhile has already freed it, and
 * the student is then told so (409) rather than freeing it twice.
 */
export async function freeBooking({ db, bookingId, now }: { db: Executor; bookingId: number; now: Date }): Promise<void> {
  const freed = await db
    .update(interviewBookings)
    .set({ cancelledAt: now })
    .where(and(eq(interviewBookings.bookingId, bookingId), isNull(interviewBookings.cancelledAt)))
    .returning({ bookingId: interviewBookings.bookingId });
  if (freed.length === 0) throw new ConflictError('การจองนี้ถูกยกเลิกไปแล้ว');
}

/**
 * A student's own booking change, told to the student and the company, and audited when an admin acting as the
 * student made it; in the change's transaction.
 */
export async function announceOwnBookingChange({
  db,
  ctx,
  what,
  bookingId,
  slot,
  previousStartsAt,
  audit,
}: {
  db: Executor;
  ctx: StudentContext;
  what: 'BOOKED' | 'MOVED' | 'CANCELLED';
  bookingId: number;
  slot: SlotRow;
  previousStartsAt?: Date;
  audit: Pick<AuditEntry, 'action' | 'details'>;
}): Promise<void> {
  await notifyInterviewChange({
    db,
    now: ctx.now,
    change: {
      what,
      eventKey: `interview-booking:${bookingId}:${what.toLowerCase()}`,
      studentIds: [ctx.actor.studentId],
      interview: await noticeOf({ db, slot }),
      previousStartsAt,
      tellCompany: true,
    },
  });
  await auditIfAssumed({ db, actor: ctx.actor, entry: { ...audit, entityType: 'interview_booking', entityId: bookingId } });
}
