import type { RoundOfferPhaseView } from '@/lib/offers';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { rounds } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { deadlineText } from '@/server/deadlines';
import { BadRequestError } from '@/server/errors';
import { assertOfferPhaseEndChange, clampOfferDeadlines, lockRound, toRoundOfferPhaseView } from './round-offer-phase';

export const setOfferPhaseEndInput = z.object({
  /** The phase's end, after the round's result announcement; null for no offer phase. */
  endsAt: z.iso
    .datetime({ offset: true, message: 'Expected an ISO 8601 date-time' })
    .transform((value) => new Date(value))
    .nullable(),
});
export type SetOfferPhaseEndInput = z.output<typeof setOfferPhaseEndInput>;

/**
 * PUT /api/admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase {endsAt}: sets, moves or removes the
 * round's offer phase end. A phase that is over (its end passed or ended early) stays over (409 naming when); an
 * earlier end pulls the open offers' deadlines in with it; removing the phase is refused once offers were sent.
 * Audited.
 */
export async function setOfferPhaseEnd({
  ctx,
  sessionGroupId,
  round,
  input,
}: {
  ctx: Context;
  sessionGroupId: number;
  round: number;
  input: SetOfferPhaseEndInput;
}): Promise<RoundOfferPhaseView> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRound({ db: tx, sessionGroupId, round });
    if (input.endsAt !== null && input.endsAt <= row.resultAnnouncementDate)
      throw new BadRequestError(`body.endsAt: must be after the round's result announcement (${deadlineText(row.resultAnnouncementDate)})`);
    await assertOfferPhaseEndChange({ db: tx, sessionGroupId, round: row, endsAt: input.endsAt, now: ctx.now, field: 'body.endsAt' });
    const [updated] = await tx
      .update(rounds)
      .set({ offerPhaseEndsAt: input.endsAt })
      .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, round)))
      .returning();
    const clamped = input.endsAt ? await clampOfferDeadlines({ db: tx, sessionGroupId, round, closesAt: input.endsAt, now: ctx.now }) : 0;
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer-phase.set-end',
        entityType: 'round',
        entityId: `${sessionGroupId}:${round}`,
        details: {
          previous: row.offerPhaseEndsAt?.toISOString() ?? null,
          endsAt: input.endsAt?.toISOString() ?? null,
          clampedOffers: clamped,
        },
      },
    });
    return toRoundOfferPhaseView(updated);
  });
}
