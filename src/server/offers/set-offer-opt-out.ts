import type { StudentOfferPhaseView } from '@/lib/offers';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, offers } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { notifyOfferEvent } from '@/server/notifications';
import { getStudentOfferPhase } from './get-student-offer-phase';
import { lockOfferEnrollment } from './lock-rows';
import { assertOfferPhaseOpen, loadOfferPhase } from './offer-phase';
import { closeOffers } from './offer-rows';

export const setOfferOptOutInput = z.object({ isNotLooking: z.boolean() });
export type SetOfferOptOutInput = z.output<typeof setOfferOptOutInput>;

/**
 * PUT /api/student/sessions/{sessionId}/offer-phase {isNotLooking}: "I am not looking any more" takes the student
 * out of the phase (companies no longer see them, and their open offers are declined, freeing the places); turning
 * it off brings them back. Only while the phase is open, and only for an unmatched student.
 */
export async function setOfferOptOut({
  ctx,
  sessionId,
  input,
}: {
  ctx: StudentContext;
  sessionId: number;
  input: SetOfferOptOutInput;
}): Promise<StudentOfferPhaseView> {
  await ctx.db.transaction(async (tx) => {
    const phase = await loadOfferPhase({ db: tx, sessionId, now: ctx.now, lock: true });
    const enrollment = await lockOfferEnrollment({ db: tx, sessionId, studentId: ctx.actor.studentId });
    assertOfferPhaseOpen({ phase, now: ctx.now });
    if (enrollment.assignedOpeningId !== null) throw new ConflictError('คุณได้รับการจับคู่แล้ว');
    await tx
      .update(enrollments)
      .set({ offerOptOutAt: input.isNotLooking ? (enrollment.offerOptOutAt ?? ctx.now) : null, updatedAt: ctx.now })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, ctx.actor.studentId)));
    const declined = input.isNotLooking
      ? await closeOffers({
          db: tx,
          where: and(eq(offers.sessionId, sessionId), eq(offers.studentId, ctx.actor.studentId))!,
          status: 'DECLINED',
          now: ctx.now,
        })
      : [];
    for (const offer of declined) await notifyOfferEvent({ db: tx, now: ctx.now, offerId: offer.offerId, event: 'DECLINED' });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer.opt-out',
        entityType: 'enrollment',
        entityId: `${sessionId}:${ctx.actor.studentId}`,
        details: { isNotLooking: input.isNotLooking, declined: declined.map((offer) => offer.offerId) },
      },
    });
  });
  return getStudentOfferPhase({ ctx, sessionId });
}
