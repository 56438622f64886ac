import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { currentRoundOfGroup } from '@/db/current-round';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import { assertBeforeDeadline, deadlineText, hasCome } from '@/server/deadlines';
import { ConflictError, NotFoundError } from '@/server/errors';

/** A session with its current round's matching dates, compared with the request's clock (`ctx.now`, docs/matching.md). */
export type MatchingScope = {
  sessionId: number;
  title: string;
  round: number;
  isMatchingInitiated: boolean;
  companyRankingDeadline: Date;
  reorderRankingDeadline: Date | null;
  cancelRankingDeadline: Date | null;
  resultAnnouncementDate: Date;
  /**
   * When a run may start: the last of the windows that change its input (the company ranking, and the students'
   * reorder and cancel when the round offers them). A run before it would cut those windows short.
   */
  matchingOpensAt: Date;
  /** The request's clock the flags below were decided with. */
  now: Date;
  /** now ≥ matchingOpensAt: every window that changes the run's input has closed. */
  isMatchingOpen: boolean;
  /** now ≥ resultAnnouncementDate: students and companies may see the results. */
  isResultDateReached: boolean;
};

/**
 * The session's matching scope, or 404, its dates compared with `now` (the request's clock). With `lock`, the
 * group row is held FOR SHARE and the session row FOR UPDATE until the transaction ends, taken before the scope
 * is read (lockSessionForMatching): runs, undos and manual sets of one session happen one after another, a ranking
 * edit of the session (which holds the session FOR SHARE) and a run wait for each other, and a run queued behind
 * a close of the round reads the group's new round.
 */
export async function loadMatchingScope({
  db,
  sessionId,
  now,
  lock = false,
}: {
  db: Executor;
  sessionId: number;
  now: Date;
  lock?: boolean;
}): Promise<MatchingScope> {
  if (lock) await lockSessionForMatching({ db, sessionId });
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      title: sessions.title,
      round: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      companyRankingDeadline: rounds.companyRankingDeadline,
      reorderRankingDeadline: rounds.reorderRankingDeadline,
      cancelRankingDeadline: rounds.cancelRankingDeadline,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, currentRoundOfGroup)
    .where(eq(sessions.sessionId, sessionId));
  if (!row) throw new NotFoundError('Session not found');
  const matchingOpensAt = matchingOpensAtOf(row);
  return {
    ...row,
    matchingOpensAt,
    now,
    isMatchingOpen: hasCome({ date: matchingOpensAt, now }),
    isResultDateReached: hasCome({ date: row.resultAnnouncementDate, now }),
  };
}

/**
 * The run's locks, in the order every writer takes them (group, then session, then enrollments or openings), so
 * none of them can deadlock: the group row FOR SHARE (a close holds it FOR UPDATE while it moves the round; runs
 * of the group's sessions do not wait for each other), then the session row FOR UPDATE (ranking edits hold it FOR
 * SHARE). Each is its own statement and the scope is read after them: under READ COMMITTED a statement that waited
 * for a lock re-reads only the locked row, so a scope read in the locking statement could join a stale round.
 */
async function lockSessionForMatching({ db, sessionId }: { db: Executor; sessionId: number }): Promise<void> {
  await db.execute(sql`select ${sessionGroups.sessionGroupId} from ${sessionGroups}
    join ${sessions} on ${sessions.sessionGroupId} = ${sessionGroups.sessionGroupId}
    where ${sessions.sessionId} = ${sessionId} for share of ${sessionGroups}`);
  await db.execute(sql`select ${sessions.sessionId} from ${sessions} where ${sessions.sessionId} = ${sessionId} for update`);
}

/**
 * For a ranking edit (a student's submit, reorder or cancel; a company's submit; an admin's unsubmit): the session
 * row FOR SHARE, taken first in the edit's transaction and before it reads `isMatchingInitiated`. A run holds the
 * row FOR UPDATE from before it reads the rankings until its results are written, so either the edit waits for the
 * run and then sees `isMatchingInitiated` (409), or the run waits for the edit and then reads the edited ranking.
 * Edits of one session do not wait for each other (FOR SHARE locks share).
 */
export async function lockSessionAgainstMatching({ db, sessionId }: { db: Executor; sessionId: number }): Promise<void> {
  await db.execute(sql`select ${sessions.sessionId} from ${sessions} where ${sessions.sessionId} = ${sessionId} for share`);
}

/** Results are announced once the matching ran and the result date has come (the shared contract). */
export function isAnnounced(scope: MatchingScope): boolean {
  return scope.isMatchingInitiated && scope.isResultDateReached;
}

/** The last of the company ranking, reorder and cancel deadlines (a null one is not offered, so closes nothing). */
export function matchingOpensAtOf(dates: {
  companyRankingDeadline: Date;
  reorderRankingDeadline: Date | null;
  cancelRankingDeadline: Date | null;
}): Date {
  const closes = [dates.companyRankingDeadline, dates.reorderRankingDeadline, dates.cancelRankingDeadline].filter(
    (date): date is Date => date !== null,
  );
  return new Date(Math.max(...closes.map((date) => date.getTime())));
}

/**
 * Running (or rerunning) the algorithm: once every window that changes its input has closed (matchingOpensAt), before
 * resultAnnouncementDate. "Too early" is a 409 naming the date it opens; the preview answers the same message.
 */
export function assertAlgorithmWindow(scope: MatchingScope): void {
  if (!scope.isMatchingOpen) throw new ConflictError(matchingNotOpenYetText(scope));
  assertBeforeResults(scope);
}

/**
 * "จับคู่รอบที่ 1 ได้ตั้งแต่ 16 ม.ค. 2570 เวลา 23:59 น. เมื่อปิดการจัดอันดับของบริษัท การเปลี่ยนลำดับ และการยกเลิกการสมัครแล้ว",
 * naming only the windows the round offers.
 */
export function matchingNotOpenYetText(
  scope: Pick<MatchingScope, 'round' | 'matchingOpensAt' | 'reorderRankingDeadline' | 'cancelRankingDeadline'>,
): string {
  const windows = [
    'การจัดอันดับของบริษัท',
    ...(scope.reorderRankingDeadline ? ['การเปลี่ยนลำดับ'] : []),
    ...(scope.cancelRankingDeadline ? ['การยกเลิกการสมัคร'] : []),
  ];
  const named = windows.length === 1 ? windows[0] : `${windows.slice(0, -1).join(' ')} และ${windows[windows.length - 1]}`;
  return `จับคู่รอบที่ ${scope.round} ได้ตั้งแต่ ${deadlineText(scope.matchingOpensAt)} เมื่อปิด${named}แล้ว`;
}

/** Every admin change of results: only before resultAnnouncementDate, after which students and companies see them. */
export function assertBeforeResults(scope: MatchingScope): void {
  assertBeforeDeadline({ deadline: scope.resultAnnouncementDate, now: scope.now, what: `แก้ผลการจับคู่ของรอบที่ ${scope.round}` });
}
