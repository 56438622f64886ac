import type { CompanyOfferPhaseView } from '@/lib/offers';
import { and, eq, inArray } from 'drizzle-orm';
import { offers, openings } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { loadOfferPhase, toOfferPhaseView } from './offer-phase';
import { selectOfferOpenings, selectOfferViews } from './offer-rows';

/** GET /api/company/sessions/{sessionId}/offer-phase: the phase, the company's openings of the session with their places, and its offers. */
export async function getCompanyOfferPhase({ ctx, sessionId }: { ctx: CompanyContext; sessionId: number }): Promise<CompanyOfferPhaseView> {
  const phase = await loadOfferPhase({ db: ctx.db, sessionId, now: ctx.now });
  const ownOpenings = ctx.db
    .select({ openingId: openings.openingId })
    .from(openings)
    .where(and(eq(openings.sessionId, sessionId), eq(openings.companyId, ctx.actor.companyId)));
  const [openingViews, offerViews] = await Promise.all([
    selectOfferOpenings({ db: ctx.db, sessionId, now: ctx.now, companyId: ctx.actor.companyId }),
    selectOfferViews({ db: ctx.db, where: and(eq(offers.sessionId, sessionId), inArray(offers.openingId, ownOpenings)), now: ctx.now }),
  ]);
  return { phase: toOfferPhaseView(phase), openings: openingViews, offers: offerViews };
}
