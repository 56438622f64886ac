import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { offers, rounds, sessions } from '@/db/schema';
import type { RoundOfferPhaseView } from '@/lib/offers';
import { hasCome, deadlineText } from '@/server/deadlines';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';

/** The round's row locked FOR UPDATE (the first lock of the phase's order: sends and accepts wait), or 404. */
export async function lockRound({ db, sessionGroupId, round }: { db: Executor; sessionGroupId: number; round: number }) {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, round)))
    .for('update');
  if (!row) throw new NotFoundError('Round not found');
  return row;
}

/** Open offers of the group's round answer by `closesAt` at the latest: a phase that ends sooner takes their deadlines with it. */
export async function clampOfferDeadlines({
  db,
  sessionGroupId,
  round,
  closesAt,
  now,
}: {
  db: Executor;
  sessionGroupId: number;
  round: number;
  closesAt: Date;
  now: Date;
}): Promise<number> {
  const groupSessions = db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionGroupId, sessionGroupId));
  const rows = await db
    .update(offers)
    .set({ answerDeadline: closesAt, updatedAt: now })
    .where(
      and(
        inArray(offers.sessionId, groupSessions),
        eq(offers.round, round),
        eq(offers.status, 'OFFERED'),
        gt(offers.answerDeadline, closesAt),
      ),
    )
    .returning({ offerId: offers.offerId });
  return rows.length;
}

export function toRoundOfferPhaseView(row: typeof rounds.$inferSelect): RoundOfferPhaseView {
  return {
    sessionGroupId: row.sessionGroupId,
    round: row.round,
    resultAnnouncementDate: row.resultAnnouncementDate.toISOString(),
    endsAt: row.offerPhaseEndsAt?.toISOString() ?? null,
    endedEarlyAt: row.offerPhaseEndedEarlyAt?.toISOString() ?? null,
  };
}

/**
 * A phase that is over (ended early, or its end has come) stays over: its end is neither moved nor removed, whoever
 * asks (the phase's own screen or the group's rounds). 409 in Thai naming when it closed.
 */
export function assertOfferPhaseNotOver({
  round,
  now,
}: {
  round: Pick<typeof rounds.$inferSelect, 'round' | 'offerPhaseEndsAt' | 'offerPhaseEndedEarlyAt'>;
  now: Date;
}): void {
  if (round.offerPhaseEndedEarlyAt !== null)
    throw new ConflictError(`ช่วงยื่นข้อเสนอของรอบที่ ${round.round} ปิดไปแล้วเมื่อ ${deadlineText(round.offerPhaseEndedEarlyAt)}`);
  if (round.offerPhaseEndsAt !== null && hasCome({ date: round.offerPhaseEndsAt, now }))
    throw new ConflictError(`ช่วงยื่นข้อเสนอของรอบที่ ${round.round} สิ้นสุดไปแล้วเมื่อ ${deadlineText(round.offerPhaseEndsAt)}`);
}

/**
 * The rules of a new phase end, whichever screen sets it (inside the caller's transaction, with the round's row
 * locked): a phase that is over stays over (409), a new end is in the future (400: to close the phase now, end it
 * early), and a phase is not removed once offers were sent (409). `field` names the input in the 400.
 */
export async function assertOfferPhaseEndChange({
  db,
  sessionGroupId,
  round,
  endsAt,
  now,
  field,
}: {
  db: Executor;
  sessionGroupId: number;
  round: Pick<typeof rounds.$inferSelect, 'round' | 'offerPhaseEndsAt' | 'offerPhaseEndedEarlyAt'>;
  endsAt: Date | null;
  now: Date;
  field: string;
}): Promise<void> {
  assertOfferPhaseNotOver({ round, now });
  if (endsAt !== null && endsAt <= now) throw new BadRequestError(`${field}: must be in the future (to close the phase now, end it early)`);
  if (endsAt === null) {
    const groupSessions = db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionGroupId, sessionGroupId));
    const [{ sent }] = await db
      .select({ sent: count() })
      .from(offers)
      .where(and(inArray(offers.sessionId, groupSessions), eq(offers.round, round.round)));
    if (sent > 0) throw new ConflictError(`รอบที่ ${round.round} มีข้อเสนอแล้ว ${sent} รายการ ยกเลิกช่วงยื่นข้อเสนอไม่ได้ ให้ปิดช่วงก่อนกำหนดแทน`);
  }
}
