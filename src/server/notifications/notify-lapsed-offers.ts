import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { offers } from '@/db/schema';
import { notifyOfferEvent } from './notify-offer-event';

/** A lapse is told within a day of it; a server down longer sends no stale news (like the scheduler's other events). */
const LAPSE_NOTICE_WINDOW_MS = 24 * 3_600_000;

/**
 * The scheduler's lapse notices: an offer left unanswered past its deadline reads as LAPSED from that instant
 * (docs/offers.md); here the student and the company are told, once per offer (the event key). Answers how many rows were new.
 */
export async function notifyLapsedOffers({ db, now }: { db: Executor; now: Date }): Promise<number> {
  const lapsed = await db
    .select({ offerId: offers.offerId })
    .from(offers)
    .where(
      and(
        eq(offers.status, 'OFFERED'),
        lte(offers.answerDeadline, now),
        gt(offers.answerDeadline, new Date(now.getTime() - LAPSE_NOTICE_WINDOW_MS)),
      ),
    );
  let written = 0;
  for (const offer of lapsed) written += await notifyOfferEvent({ db, now, offerId: offer.offerId, event: 'LAPSED' });
  return written;
}
