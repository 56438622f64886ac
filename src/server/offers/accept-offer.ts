import type { OfferView } from '@/lib/offers';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { enrollments, matchingResults, offers } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { notifyOfferEvent } from '@/server/notifications';
import { findOffer, lockOfferEnrollment, lockOfferOpening } from './lock-rows';
import { assertOfferOpen } from './offer-conflicts';
import { assertOfferPhaseOpen, loadOfferPhase } from './offer-phase';
import { closeOffers, selectOfferView } from './offer-rows';

/**
 * POST /api/student/offers/{offerId}/accept: binding and exactly once. Under the phase's locks (round, the
 * student's enrollment, the opening, the offer) it re-checks the phase, the offer and the opening's place, then
 * makes the enrollment MATCHING_SUCCESS with the opening, keeps the result as a row of the round marked OFFER (so
 * every result screen, report and export shows it), marks the offer ACCEPTED and withdraws the student's other
 * open offers. Two accepts of one student wait for each other on the enrollment, two accepts of one opening's last
 * place on the opening: the second finds the student matched or the place gone (409).
 */
export async function acceptOffer({ ctx, offerId }: { ctx: StudentContext; offerId: number }): Promise<OfferView> {
  return ctx.db.transaction(async (tx) => {
    const found = await findOffer({ db: tx, offerId });
    if (found.studentId !== ctx.actor.studentId) throw new NotFoundError('Offer not found');
    const phase = await loadOfferPhase({ db: tx, sessionId: found.sessionId, now: ctx.now, lock: true });
    const enrollment = await lockOfferEnrollment({ db: tx, sessionId: found.sessionId, studentId: found.studentId });
    const opening = await lockOfferOpening({ db: tx, sessionId: found.sessionId, openingId: found.openingId });
    const offer = await findOffer({ db: tx, offerId, lock: true });
    assertOfferPhaseOpen({ phase, now: ctx.now });
    assertOfferOpen({ offer, now: ctx.now });
    if (offer.round !== phase.round) throw new ConflictError(`ข้อเสนอนี้เป็นของรอบที่ ${offer.round} ซึ่งปิดไปแล้ว`);
    if (enrollment.assignedOpeningId !== null) throw new ConflictError('คุณได้รับการจับคู่แล้ว ตอบรับข้อเสนออื่นไม่ได้');
    const [{ matched }] = await tx
      .select({ matched: count() })
      .from(enrollments)
      .where(eq(enrollments.assignedOpeningId, opening.openingId));
    if (opening.quota - matched <= 0) throw new ConflictError(`ตำแหน่ง ${opening.title} ไม่มีที่ว่างแล้ว`);

    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: opening.openingId, matchedRound: phase.round, updatedAt: ctx.now })
      .where(and(eq(enrollments.sessionId, offer.sessionId), eq(enrollments.studentId, offer.studentId)));
    await tx
      .insert(matchingResults)
      .values({
        sessionId: offer.sessionId,
        round: phase.round,
        studentId: offer.studentId,
        openingId: opening.openingId,
        source: 'OFFER',
        runId: null,
      })
      .onConflictDoUpdate({
        target: [matchingResults.sessionId, matchingResults.round, matchingResults.studentId],
        set: { openingId: opening.openingId, source: 'OFFER', runId: null, createdAt: sql`now()` },
      });
    await tx.update(offers).set({ status: 'ACCEPTED', closedAt: ctx.now, updatedAt: ctx.now }).where(eq(offers.offerId, offerId));
    const withdrawn = await closeOffers({
      db: tx,
      where: and(eq(offers.sessionId, offer.sessionId), eq(offers.studentId, offer.studentId), ne(offers.offerId, offerId))!,
      status: 'WITHDRAWN',
      now: ctx.now,
    });
    await notifyOfferEvent({ db: tx, now: ctx.now, offerId, event: 'ACCEPTED' });
    for (const other of withdrawn) await notifyOfferEvent({ db: tx, now: ctx.now, offerId: other.offerId, event: 'WITHDRAWN' });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer.accept',
        entityType: 'offer',
        entityId: offerId,
        details: {
          sessionId: offer.sessionId,
          round: phase.round,
          openingId: opening.openingId,
          studentId: offer.studentId,
          withdrawn: withdrawn.map((row) => row.offerId),
        },
      },
    });
    return selectOfferView({ db: tx, offerId, now: ctx.now });
  });
}
