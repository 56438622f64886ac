import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';

/** A session with its current round's matching dates, compared with the database's clock in the caller's transaction. */
export type MatchingScope = {
  sessionId: number;
  title: string;
  round: number;
  isMatchingInitiated: boolean;
  companyRankingDeadline: Date;
  resultAnnouncementDate: Date;
  /** now() ≥ companyRankingDeadline: every company has had its chance to rank. */
  isRankingClosed: boolean;
  /** now() ≥ resultAnnouncementDate: students and companies may see the results. */
  isResultDateReached: boolean;
};

const bangkok = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });
const bangkokTime = (date: Date) => `${bangkok.format(date)} (Bangkok time)`;

/**
 * The session's matching scope, or 404. With `lock` the session row stays locked until the transaction
 * ends, so runs, undos and manual sets of one session happen one after another and each sees the last.
 */
export async function loadMatchingScope(db: Executor, sessionId: number, options: { lock?: boolean } = {}): Promise<MatchingScope> {
  const query = db
    .select({
      sessionId: sessions.sessionId,
      title: sessions.title,
      round: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      companyRankingDeadline: rounds.companyRankingDeadline,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
      isRankingClosed: sql<boolean>`now() >= ${rounds.companyRankingDeadline}`,
      isResultDateReached: sql<boolean>`now() >= ${rounds.resultAnnouncementDate}`,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, and(eq(rounds.sessionGroupId, sessionGroups.sessionGroupId), eq(rounds.round, sessionGroups.currentRound)))
    .where(eq(sessions.sessionId, sessionId));
  const [row] = options.lock ? await query.for('update', { of: sessions }) : await query;
  if (!row) throw new NotFoundError('Session not found');
  return { ...row, isRankingClosed: Boolean(row.isRankingClosed), isResultDateReached: Boolean(row.isResultDateReached) };
}

/** Results are announced once the matching ran and the result date has come (the shared contract). */
export function isAnnounced(scope: MatchingScope): boolean {
  return scope.isMatchingInitiated && scope.isResultDateReached;
}

/** Running (or rerunning, or undoing) the algorithm: from companyRankingDeadline, before resultAnnouncementDate. */
export function assertAlgorithmWindow(scope: MatchingScope): void {
  if (!scope.isRankingClosed) {
    throw new ConflictError(`The matching of round ${scope.round} can run once company ranking closes on ${bangkokTime(scope.companyRankingDeadline)}`);
  }
  assertBeforeResults(scope);
}

/** Every admin change of results: only before resultAnnouncementDate, after which students and companies see them. */
export function assertBeforeResults(scope: MatchingScope): void {
  if (scope.isResultDateReached) {
    throw new ConflictError(`The results of round ${scope.round} were announced on ${bangkokTime(scope.resultAnnouncementDate)}; they can no longer be changed`);
  }
}

/** Builds a PostgreSQL array literal, so a whole column travels as one parameter (`$1::text[]`), whatever the driver. */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  });
  return `{${items.join(',')}}`;
}
