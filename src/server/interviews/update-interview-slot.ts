import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { interviewBookings, interviewSlotInvitees, interviewSlots } from '@/db/schema';
import { DEFAULT_BOOKING_CUTOFF_HOURS, type CompanyInterviewSlot } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { notifyInterviewChange } from '@/server/notifications';
import { assertSlotWindow, findSlot, loadOpeningRound } from './interview-scope';
import { interviewOf } from './interview-of';
import { assertInvitees, assertSlotTimes, auditSlotWrite } from './slot-rules';
import { slotFields } from './slot-input';
import { selectCompanySlots } from './slot-views';

export const updateInterviewSlotInput = z.object(slotFields).partial();
export type UpdateInterviewSlotInput = z.output<typeof updateInterviewSlotInput>;

/**
 * PATCH …/interview-slots/{slotId}: changes a slot in the same window as publishing it. Capacity never goes below the
 * seats taken, and a booked student stays invited (409). Students who booked are told when its time or place changes.
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
    const slot = await findSlot({ db: tx, slotId, forUpdate: true });
    const scope = await loadOpeningRound({ db: tx, ctx, openingId: slot.openingId, round: slot.round });
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
