import { and, eq, isNull } from 'drizzle-orm';
import { interviewBookings, interviewSlots } from '@/db/schema';
import type { CompanyInterviewSlot } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { notifyInterviewChange } from '@/server/notifications';
import { assertSlotWindow, findSlot, loadOpeningRound } from './interview-scope';
import { interviewOf } from './interview-of';
import { auditSlotWrite } from './slot-rules';
import { selectCompanySlots } from './slot-views';

/**
 * DELETE …/interview-slots/{slotId}: cancels a slot. Its bookings are freed in the same transaction (each student may
 * book another slot) and the students who held them are told. Once only (409 the second time).
 */
export async function cancelInterviewSlot({ ctx, slotId }: { ctx: Context; slotId: number }): Promise<CompanyInterviewSlot> {
  return ctx.db.transaction(async (tx) => {
    const slot = await findSlot({ db: tx, slotId, forUpdate: true });
    const scope = await loadOpeningRound({ db: tx, ctx, openingId: slot.openingId, round: slot.round });
    if (slot.cancelledAt) throw new ConflictError('เวลาสัมภาษณ์นี้ถูกยกเลิกแล้ว');
    assertSlotWindow({ scope, now: ctx.now });
    await tx.update(interviewSlots).set({ cancelledAt: ctx.now, updatedAt: ctx.now }).where(eq(interviewSlots.slotId, slotId));
    const freed = await tx
      .update(interviewBookings)
      .set({ cancelledAt: ctx.now })
      .where(and(eq(interviewBookings.slotId, slotId), isNull(interviewBookings.cancelledAt)))
      .returning({ studentId: interviewBookings.studentId });
    if (freed.length)
      await notifyInterviewChange({
        db: tx,
        now: ctx.now,
        change: {
          what: 'SLOT_CANCELLED',
          eventKey: `interview-slot:${slotId}:cancelled`,
          studentIds: freed.map((row) => row.studentId),
          interview: interviewOf({ scope, slot }),
          tellCompany: false,
        },
      });
    await auditSlotWrite({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'interview-slot.cancel', entityType: 'interview_slot', entityId: slotId, details: { freedBookings: freed.length } },
    });
    const [view] = await selectCompanySlots({ db: tx, where: { slotIds: [slotId] } });
    return view;
  });
}
