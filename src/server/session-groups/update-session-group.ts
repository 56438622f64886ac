import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rounds, sessionGroups } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import { assertOfferPhaseEndChange, clampOfferDeadlines } from '@/server/offers';
import type { Context } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { formatDateTime } from '@/lib/dates';
import type { SessionGroupView } from '@/lib/session-groups';
import { selectSessionGroupView } from './session-group-view';
import { roundsInput } from './round-input';

/** `rounds`, when given, is the group's complete list: rounds left out are removed (only those not reached yet). */
export const updateSessionGroupInput = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    rounds: roundsInput.optional(),
  })
  .refine((input) => input.title !== undefined || input.rounds !== undefined, 'Give a title or rounds to change');
export type UpdateSessionGroupInput = z.output<typeof updateSessionGroupInput>;

/**
 * PATCH /api/admin/session-groups/{sessionGroupId}: renames the group and/or replaces its rounds.
 * `rounds` is the complete list: existing rounds take the new dates, new ones are added, and rounds
 * left out are removed, but never the current round or one before it (it has already happened).
 */
export async function updateSessionGroup({
  ctx,
  sessionGroupId,
  input,
}: {
  ctx: Context;
  sessionGroupId: number;
  input: UpdateSessionGroupInput;
}): Promise<SessionGroupView> {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, sessionGroupId)).for('update');
    if (!group) throw new NotFoundError('Session group not found');
    if (input.rounds && input.rounds.length < group.currentRound) {
      throw new BadRequestError(`body.rounds: round ${group.currentRound} has already been reached and cannot be removed`);
    }

    await tx
      .update(sessionGroups)
      .set({ ...(input.title === undefined ? {} : { title: input.title }), updatedAt: sql`now()` })
      .where(eq(sessionGroups.sessionGroupId, sessionGroupId));

    if (input.rounds) {
      // A round that keeps its offer phase end (left out) must still announce its results before it (docs/offers.md).
      const existing = await tx
        .select({ round: rounds.round, offerPhaseEndsAt: rounds.offerPhaseEndsAt, offerPhaseEndedEarlyAt: rounds.offerPhaseEndedEarlyAt })
        .from(rounds)
        .where(eq(rounds.sessionGroupId, sessionGroupId))
        .for('update');
      const movedEnds: { round: number; endsAt: Date | null }[] = [];
      for (const [index, round] of input.rounds.entries()) {
        // A changed phase end follows the phase screen's rules (docs/offers.md): a phase that is over stays over.
        const stored = existing.find((row) => row.round === round.round);
        if (stored && round.offerPhaseEndsAt !== undefined && round.offerPhaseEndsAt?.getTime() !== stored.offerPhaseEndsAt?.getTime()) {
          await assertOfferPhaseEndChange({
            db: tx,
            sessionGroupId,
            round: stored,
            endsAt: round.offerPhaseEndsAt,
            now: ctx.now,
            field: `body.rounds.${index}.offerPhaseEndsAt`,
          });
          movedEnds.push({ round: round.round, endsAt: round.offerPhaseEndsAt });
        }
        const kept = round.offerPhaseEndsAt === undefined ? existing.find((row) => row.round === round.round)?.offerPhaseEndsAt : null;
        if (kept && kept <= round.resultAnnouncementDate)
          throw new BadRequestError(
            `วันประกาศผลของรอบที่ ${round.round} ต้องอยู่ก่อนวันสิ้นสุดช่วงยื่นข้อเสนอ (${formatDateTime(kept)}) เลื่อนวันสิ้นสุดช่วงยื่นข้อเสนอออกไปก่อน หรือเลือกวันประกาศผลที่เร็วกว่านั้น`,
          );
      }
      await tx.delete(rounds).where(and(eq(rounds.sessionGroupId, sessionGroupId), gt(rounds.round, input.rounds.length)));
      for (const round of input.rounds) {
        const { round: roundNumber, ...dates } = round;
        await tx
          .insert(rounds)
          .values({ sessionGroupId, round: roundNumber, ...dates })
          .onConflictDoUpdate({ target: [rounds.sessionGroupId, rounds.round], set: dates });
      }
      // An earlier end pulls the open offers' answer deadlines in with it, as on the phase's screen.
      for (const moved of movedEnds)
        if (moved.endsAt) await clampOfferDeadlines({ db: tx, sessionGroupId, round: moved.round, closesAt: moved.endsAt, now: ctx.now });
    }

    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'session-group.update',
        entityType: 'session-group',
        entityId: sessionGroupId,
        details: {
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.rounds ? { roundCount: input.rounds.length } : {}),
        },
      },
    });
    return selectSessionGroupView({ db: tx, sessionGroupId });
  });
}
