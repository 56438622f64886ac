import { z } from 'zod';
import { interviewSlotInvitees, interviewSlots } from '@/db/schema';
import { DEFAULT_BOOKING_CUTOFF_HOURS, type CompanyInterviewSlot } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { assertSlotWindow, loadOpeningRound } from './interview-scope';
import { assertInvitees, assertSlotTimes, auditSlotWrite } from './slot-rules';
import { selectCompanySlots } from './slot-views';
import { slotFields } from './slot-input';

export const createInterviewSlotInput = z.object(slotFields);
export type CreateInterviewSlotInput = z.output<typeof createInterviewSlotInput>;

/**
 * POST …/openings/{openingId}/interview-slots: publishes a slot for the opening in the group's current round, between
 * the application announcement and the company ranking deadline (409 outside). A company user for its own openings,
 * an admin for any (audited).
 */
export async function createInterviewSlot({
  ctx,
  openingId,
  sessionId,
  input,
}: {
  ctx: Context;
  openingId: number;
  sessionId?: number;
  input: CreateInterviewSlotInput;
}): Promise<CompanyInterviewSlot> {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadOpeningRound({ db: tx, ctx, openingId, sessionId });
    assertSlotWindow({ scope, now: ctx.now });
    const bookingCutoffAt = input.bookingCutoffAt ?? new Date(input.startsAt.getTime() - DEFAULT_BOOKING_CUTOFF_HOURS * 3_600_000);
    assertSlotTimes({ startsAt: input.startsAt, bookingCutoffAt, now: ctx.now });
    const invited = [...new Set(input.invitedStudentIds ?? [])];
    await assertInvitees({ db: tx, openingId, round: scope.round, studentIds: invited });
    const [slot] = await tx
      .insert(interviewSlots)
      .values({
        openingId,
        round: scope.round,
        startsAt: input.startsAt,
        lengthMinutes: input.lengthMinutes,
        locationKind: input.locationKind,
        location: input.location,
        note: input.note?.trim() || null,
        capacity: input.capacity,
        bookingCutoffAt,
        audience: invited.length ? 'CHOSEN' : 'ALL',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ slotId: interviewSlots.slotId });
    if (invited.length) await tx.insert(interviewSlotInvitees).values(invited.map((studentId) => ({ slotId: slot.slotId, studentId })));
    await auditSlotWrite({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'interview-slot.create',
        entityType: 'interview_slot',
        entityId: slot.slotId,
        details: { openingId, round: scope.round, startsAt: input.startsAt.toISOString(), capacity: input.capacity },
      },
    });
    const [view] = await selectCompanySlots({ db: tx, where: { slotIds: [slot.slotId] } });
    return view;
  });
}
