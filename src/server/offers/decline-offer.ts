import type { OfferView } from '@/lib/offers';
import { eq } from 'drizzle-orm';
import { offers } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { notifyOfferEvent } from '@/server/notifications';
import { findOffer } from './lock-rows';
import { assertOfferOpen } from './offer-conflicts';
import { assertOfferPhaseOpen, loadOfferPhase } from './offer-phase';
import { closeOffers, selectOfferView } from './offer-rows';

/** POST /api/student/offers/{offerId}/decline: the student says no; the opening's place is free again at once. */
export async function declineOffer({ ctx, offerId }: { ctx: StudentContext; offerId: number }): Promise<OfferView> {
  return ctx.db.transaction(async (tx) => {
    const found = await findOffer({ db: tx, offerId });
    if (found.studentId !== ctx.actor.studentId) throw new NotFoundError('Offer not found');
    const phase = await loadOfferPhase({ db: tx, sessionId: found.sessionId, now: ctx.now, lock: true });
    const offer = await findOffer({ db: tx, offerId, lock: true });
    assertOfferPhaseOpen({ phase, now: ctx.now });
    assertOfferOpen({ offer, now: ctx.now });
    await closeOffers({ db: tx, where: eq(offers.offerId, offerId), status: 'DECLINED', now: ctx.now });
    await notifyOfferEvent({ db: tx, now: ctx.now, offerId, event: 'DECLINED' });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer.decline',
        entityType: 'offer',
        entityId: offerId,
        details: { sessionId: offer.sessionId, openingId: offer.openingId },
      },
    });
    return selectOfferView({ db: tx, offerId, now: ctx.now });
  });
}
