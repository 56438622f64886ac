import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { currentRoundOfGroup } from '@/db/current-round';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import type { OfferPhaseView } from '@/lib/offers';
import { assertBeforeDeadline, assertWindowOpened, hasCome } from '@/server/deadlines';
import { ConflictError, NotFoundError } from '@/server/errors';

/** A session's current round's offer phase, its dates compared with the request's clock. */
export type OfferPhase = {
  sessionId: number;
  sessionGroupId: number;
  sessionTitle: string;
  round: number;
  opensAt: Date;
  endsAt: Date | null;
  endedEarlyAt: Date | null;
  /** The early end when there is one, else the planned end; null without a phase. */
  closesAt: Date | null;
  isOpen: boolean;
};

/**
 * The session's current round's offer phase, or 404. With `lock`, the round row is held FOR SHARE until the
 * transaction ends, so an admin's end (early or moved), which updates that row, waits for the offers and accepts
 * already deciding, and they see the phase as it stands. Locks are taken in one order by every write of the
 * phase: the round, then the enrollment, then the opening, then the offers.
 */
export async function loadOfferPhase({
  db,
  sessionId,
  now,
  lock = false,
}: {
  db: Executor;
  sessionId: number;
  now: Date;
  lock?: boolean;
}): Promise<OfferPhase> {
  const query = db
    .select({
      sessionId: sessions.sessionId,
      sessionGroupId: sessions.sessionGroupId,
      sessionTitle: sessions.title,
      round: sessionGroups.currentRound,
      opensAt: rounds.resultAnnouncementDate,
      endsAt: rounds.offerPhaseEndsAt,
      endedEarlyAt: rounds.offerPhaseEndedEarlyAt,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, currentRoundOfGroup)
    .where(eq(sessions.sessionId, sessionId));
  const [row] = lock ? await query.for('share', { of: rounds }) : await query;
  if (!row) throw new NotFoundError('Session not found');
  const closesAt = row.endsAt === null ? null : (row.endedEarlyAt ?? row.endsAt);
  const isOpen = closesAt !== null && hasCome({ date: row.opensAt, now }) && !hasCome({ date: closesAt, now });
  return { ...row, closesAt, isOpen };
}

/** 409 in Thai naming the date unless the phase is open at `now`: none set, not yet opened, or over. */
export function assertOfferPhaseOpen({ phase, now }: { phase: OfferPhase; now: Date }): void {
  if (phase.closesAt === null) throw new ConflictError(`รอบที่ ${phase.round} ไม่มีช่วงยื่นข้อเสนอสำหรับผู้ที่ยังไม่ได้จับคู่`);
  assertWindowOpened({ opensAt: phase.opensAt, now, what: `ยื่นหรือตอบข้อเสนอของรอบที่ ${phase.round}` });
  assertBeforeDeadline({ deadline: phase.closesAt, now, what: `ช่วงยื่นข้อเสนอของรอบที่ ${phase.round}` });
}

export function toOfferPhaseView(phase: OfferPhase): OfferPhaseView {
  return {
    sessionId: phase.sessionId,
    sessionGroupId: phase.sessionGroupId,
    round: phase.round,
    opensAt: phase.opensAt.toISOString(),
    endsAt: phase.endsAt?.toISOString() ?? null,
    endedEarlyAt: phase.endedEarlyAt?.toISOString() ?? null,
    closesAt: phase.closesAt?.toISOString() ?? null,
    isOpen: phase.isOpen,
  };
}
