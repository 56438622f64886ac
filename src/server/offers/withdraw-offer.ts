import type { OfferView } from '@/lib/offers';
import { eq } from 'drizzle-orm';
import { offers, openings } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { ForbiddenError } from '@/server/errors';
import { notifyOfferEvent } from '@/server/notifications';
import { findOffer } from './lock-rows';
import { assertOfferOpen } from './offer-conflicts';
import { assertOfferPhaseOpen, loadOfferPhase } from './offer-phase';
import { closeOffers, selectOfferView } from './offer-rows';

/** POST /api/company/offers/{offerId}/withdraw: the company takes back an offer not yet answered; its place is free again. */
export async function withdrawOffer({ ctx, offerId }: { ctx: CompanyContext; offerId: number }): Promise<OfferView> {
  return ctx.db.transaction(async (tx) => {
    const found = await findOffer({ db: tx, offerId });
    const [opening] = await tx.select({ companyId: openings.companyId }).from(openings).where(eq(openings.openingId, found.openingId));
    if (opening.companyId !== ctx.actor.companyId) throw new ForbiddenError('This offer belongs to another company');
    const phase = await loadOfferPhase({ db: tx, sessionId: found.sessionId, now: ctx.now, lock: true });
    const offer = await findOffer({ db: tx, offerId, lock: true });
    assertOfferPhaseOpen({ phase, now: ctx.now });
    assertOfferOpen({ offer, now: ctx.now });
    await closeOffers({ db: tx, where: eq(offers.offerId, offerId), status: 'WITHDRAWN', now: ctx.now });
    await notifyOfferEvent({ db: tx, now: ctx.now, offerId, event: 'WITHDRAWN', byCompany: true });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer.withdraw',
        entityType: 'offer',
        entityId: offerId,
        details: { sessionId: offer.sessionId, studentId: offer.studentId },
      },
    });
    return selectOfferView({ db: tx, offerId, now: ctx.now });
  });
}
