import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, interviewSlots, openings, rounds, sessionGroups, sessions, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { assertBeforeDeadline, assertWindowOpened, isWindowOpen } from '@/server/deadlines';
import { ConflictError, ForbiddenError, NotFoundError } from '@/server/errors';

/** An opening with its company and session, and the dates of one round of its group that bound the interviews. */
export type OpeningRound = {
  openingId: number;
  openingTitle: string;
  companyId: number;
  companyNameTh: string;
  companyNameEn: string | null;
  sessionId: number;
  sessionTitle: string;
  round: number;
  currentRound: number;
  /** Slots are published and changed from the application announcement … */
  opensAt: Date;
  /** … until the company ranking deadline. */
  closesAt: Date;
};

/**
 * The opening and its round, readable by its company's users and by admins; another company's opening answers 404 like
 * an unknown one (a company cannot probe ids). `round` defaults to the group's current round; a round the group does
 * not have is 404. `sessionId`, when the path names one, must be the opening's.
 */
export async function loadOpeningRound({
  db,
  ctx,
  openingId,
  sessionId,
  round,
}: {
  db: Executor;
  ctx: Context;
  openingId: number;
  sessionId?: number;
  round?: number;
}): Promise<OpeningRound> {
  const scope = await selectOpeningRound({ db, openingId, round });
  if (!scope || (sessionId !== undefined && scope.sessionId !== sessionId)) throw new NotFoundError('Opening not found');
  if (ctx.actor.role === 'company_user') {
    if (scope.companyId !== ctx.actor.companyId) throw new NotFoundError('Opening not found');
  } else if (ctx.actor.role !== 'admin') throw new ForbiddenError();
  if (scope.opensAt === null || scope.closesAt === null) throw new NotFoundError(`Round ${scope.round} not found in this session group`);
  return { ...scope, opensAt: scope.opensAt, closesAt: scope.closesAt };
}

/** The opening and a round's dates (null when the group has no such round), whoever asks; undefined for an unknown opening. */
export async function selectOpeningRound({
  db,
  openingId,
  round,
}: {
  db: Executor;
  openingId: number;
  round?: number;
}): Promise<(Omit<OpeningRound, 'opensAt' | 'closesAt'> & { opensAt: Date | null; closesAt: Date | null }) | undefined> {
  const [row] = await db
    .select({
      openingId: openings.openingId,
      openingTitle: openings.title,
      companyId: openings.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      sessionId: openings.sessionId,
      sessionTitle: sessions.title,
      sessionGroupId: sessions.sessionGroupId,
      currentRound: sessionGroups.currentRound,
    })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .where(eq(openings.openingId, openingId))
    .limit(1);
  if (!row) return undefined;
  const { sessionGroupId, ...opening } = row;
  const wanted = round ?? row.currentRound;
  const [dates] = await db
    .select({ opensAt: rounds.applicationAnnouncementDate, closesAt: rounds.companyRankingDeadline })
    .from(rounds)
    .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, wanted)))
    .limit(1);
  return { ...opening, round: wanted, opensAt: dates?.opensAt ?? null, closesAt: dates?.closesAt ?? null };
}

/**
 * Slots are published, changed and cancelled from the round's applicationAnnouncementDate until its
 * companyRankingDeadline (companies interview before they rank), and only in the group's current round:
 * 409 in Thai naming the date otherwise.
 */
export function assertSlotWindow({ scope, now }: { scope: OpeningRound; now: Date }): void {
  const what = `จัดการเวลาสัมภาษณ์ของรอบที่ ${scope.round}`;
  if (scope.round !== scope.currentRound) throw new ConflictError(`${what} ไม่ได้ เพราะรอบปัจจุบันคือรอบที่ ${scope.currentRound}`);
  assertWindowOpened({ opensAt: scope.opensAt, now, what });
  assertBeforeDeadline({ deadline: scope.closesAt, now, what });
}

export function isSlotWindowOpen({ scope, now }: { scope: OpeningRound; now: Date }): boolean {
  return scope.round === scope.currentRound && isWindowOpen({ opensAt: scope.opensAt, closesAt: scope.closesAt, now });
}

export type SlotRow = typeof interviewSlots.$inferSelect;

/**
 * One slot, locked FOR UPDATE when asked: a booking locks its slot so the seats are counted with no other booking of
 * it in flight (capacity decided by the database, not by the request that read first).
 */
export async function findSlot({ db, slotId, forUpdate }: { db: Executor; slotId: number; forUpdate?: boolean }): Promise<SlotRow> {
  const query = db.select().from(interviewSlots).where(eq(interviewSlots.slotId, slotId)).limit(1);
  const [slot] = forUpdate ? await query.for('update') : await query;
  if (!slot) throw new NotFoundError('Interview slot not found');
  return slot;
}

/**
 * Locks the student's row for the rest of the transaction: every booking, move and cancel of one student runs one at a
 * time, so two bookings racing for overlapping times (of two openings) cannot both pass the overlap check.
 * Always taken before the slot's lock, the same order in every verb.
 */
export async function lockStudent({ db, studentId }: { db: Executor; studentId: string }): Promise<void> {
  const [row] = await db
    .select({ studentId: students.studentId })
    .from(students)
    .where(eq(students.studentId, studentId))
    .for('update')
    .limit(1);
  if (!row) throw new NotFoundError('Student not found');
}

export const endOf = (slot: { startsAt: Date; lengthMinutes: number }): Date =>
  new Date(slot.startsAt.getTime() + slot.lengthMinutes * 60_000);

/** The slot's end as SQL, for the overlap checks. */
export const slotEndSql = sql`${interviewSlots.startsAt} + make_interval(mins => ${interviewSlots.lengthMinutes})`;
