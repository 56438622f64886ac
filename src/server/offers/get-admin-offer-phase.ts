import type { AdminOfferPhaseView } from '@/lib/offers';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { enrollments, offers } from '@/db/schema';
import type { Context } from '@/server/context';
import { loadOfferPhase, toOfferPhaseView } from './offer-phase';
import { selectOfferOpenings, selectOfferViews } from './offer-rows';

/**
 * GET /api/admin/sessions/{sessionId}/offer-phase: the phase of the session's current round as it stands: its
 * offers by state (lapsed computed at this instant), the students still unmatched and those not looking any more,
 * and the places left across the openings.
 */
export async function getAdminOfferPhase({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<AdminOfferPhaseView> {
  const phase = await loadOfferPhase({ db: ctx.db, sessionId, now: ctx.now });
  const unmatched = and(eq(enrollments.sessionId, sessionId), isNull(enrollments.assignedOpeningId));
  const [offerViews, openingViews, [{ unmatchedCount }], [{ notLookingCount }]] = await Promise.all([
    selectOfferViews({ db: ctx.db, where: and(eq(offers.sessionId, sessionId), eq(offers.round, phase.round)), now: ctx.now }),
    selectOfferOpenings({ db: ctx.db, sessionId, now: ctx.now }),
    ctx.db.select({ unmatchedCount: count() }).from(enrollments).where(unmatched),
    ctx.db
      .select({ notLookingCount: count() })
      .from(enrollments)
      .where(and(unmatched, isNotNull(enrollments.offerOptOutAt))),
  ]);
  const countOf = (status: string) => offerViews.filter((offer) => offer.status === status).length;
  return {
    phase: toOfferPhaseView(phase),
    counts: {
      offered: countOf('OFFERED'),
      accepted: countOf('ACCEPTED'),
      declined: countOf('DECLINED'),
      lapsed: countOf('LAPSED'),
      withdrawn: countOf('WITHDRAWN'),
    },
    unmatchedCount,
    notLookingCount,
    placesLeft: openingViews.reduce((sum, opening) => sum + opening.remainingQuota, 0),
    openings: openingViews,
    offers: offerViews,
  };
}
