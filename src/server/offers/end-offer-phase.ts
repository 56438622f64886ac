import type { RoundOfferPhaseView } from '@/lib/offers';
import { and, eq } from 'drizzle-orm';
import { rounds } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { assertBeforeDeadline, assertWindowOpened, deadlineText } from '@/server/deadlines';
import { ConflictError } from '@/server/errors';
import { clampOfferDeadlines, lockRound, toRoundOfferPhaseView } from './round-offer-phase';

/**
 * POST /api/admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase/end: closes an open phase now. Its
 * open offers lapse with it (their deadlines become now), so no accept can land after the end. Audited.
 */
export async function endOfferPhase({
  ctx,
  sessionGroupId,
  round,
}: {
  ctx: Context;
  sessionGroupId: number;
  round: number;
}): Promise<RoundOfferPhaseView> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRound({ db: tx, sessionGroupId, round });
    if (row.offerPhaseEndsAt === null) throw new ConflictError(`รอบที่ ${round} ไม่มีช่วงยื่นข้อเสนอ`);
    if (row.offerPhaseEndedEarlyAt !== null)
      throw new ConflictError(`ช่วงยื่นข้อเสนอของรอบที่ ${round} ปิดไปแล้วเมื่อ ${deadlineText(row.offerPhaseEndedEarlyAt)}`);
    assertWindowOpened({ opensAt: row.resultAnnouncementDate, now: ctx.now, what: `ปิดช่วงยื่นข้อเสนอของรอบที่ ${round}` });
    assertBeforeDeadline({ deadline: row.offerPhaseEndsAt, now: ctx.now, what: `ช่วงยื่นข้อเสนอของรอบที่ ${round}` });
    const [updated] = await tx
      .update(rounds)
      .set({ offerPhaseEndedEarlyAt: ctx.now })
      .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, round)))
      .returning();
    const lapsed = await clampOfferDeadlines({ db: tx, sessionGroupId, round, closesAt: ctx.now, now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer-phase.end-early',
        entityType: 'round',
        entityId: `${sessionGroupId}:${round}`,
        details: { plannedEnd: row.offerPhaseEndsAt.toISOString(), endedAt: ctx.now.toISOString(), lapsedOffers: lapsed },
      },
    });
    return toRoundOfferPhaseView(updated);
  });
}
