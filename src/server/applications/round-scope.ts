import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';
import { deadlineText, hasCome } from '@/server/deadlines';
import { ForbiddenError, NotFoundError } from '@/server/errors';

/** The dates of one round of a session's group, with the flags the round-scoped reads need. */
export type SessionRound = {
  sessionId: number;
  sessionTitle: string;
  sessionGroupId: number;
  currentRound: number;
  isMatchingInitiated: boolean;
  round: number;
  applicationAnnouncementDate: Date;
  companyRankingDeadline: Date;
  reorderRankingDeadline: Date | null;
  resultAnnouncementDate: Date;
};

/** The session and the dates of `round` in its group; 404 for an unknown session or a round the group does not have. */
export async function loadSessionRound({
  db,
  sessionId,
  round,
}: {
  db: Executor;
  sessionId: number;
  round: number;
}): Promise<SessionRound> {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      sessionTitle: sessions.title,
      sessionGroupId: sessions.sessionGroupId,
      currentRound: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      round: rounds.round,
      applicationAnnouncementDate: rounds.applicationAnnouncementDate,
      companyRankingDeadline: rounds.companyRankingDeadline,
      reorderRankingDeadline: rounds.reorderRankingDeadline,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessions.sessionGroupId), eq(rounds.round, round)))
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!row) throw new NotFoundError('Session not found');
  if (
    row.round === null ||
    row.applicationAnnouncementDate === null ||
    row.companyRankingDeadline === null ||
    row.resultAnnouncementDate === null
  ) {
    throw new NotFoundError(`Round ${round} not found in this session group`);
  }
  return {
    ...row,
    round: row.round,
    applicationAnnouncementDate: row.applicationAnnouncementDate,
    companyRankingDeadline: row.companyRankingDeadline,
    resultAnnouncementDate: row.resultAnnouncementDate,
  };
}

/** Companies read applications only from the round's applicationAnnouncementDate (DOMAIN.md): 403 before, naming the date. */
export function assertApplicationsAnnounced({ sessionRound, now }: { sessionRound: SessionRound; now: Date }): void {
  if (hasCome({ date: sessionRound.applicationAnnouncementDate, now })) return;
  throw new ForbiddenError(
    `ผู้สมัครของรอบที่ ${sessionRound.round} ประกาศให้บริษัทเห็นตั้งแต่ ${deadlineText(sessionRound.applicationAnnouncementDate)}`,
  );
}

export type CompanyOpening = {
  openingId: number;
  sessionId: number;
  companyId: number;
  title: string;
  status: OpeningStatus;
  quota: number;
};

/**
 * One opening of the company in the session. Another company's opening answers 404 like an
 * unknown one, so a company cannot probe which ids exist; `forUpdate` locks it for a status move.
 */
export async function findOwnOpening({
  db,
  ...input
}: {
  db: Executor;
  openingId: number;
  sessionId: number;
  companyId: number;
  forUpdate?: boolean;
}): Promise<CompanyOpening> {
  const query = db
    .select({
      openingId: openings.openingId,
      sessionId: openings.sessionId,
      companyId: openings.companyId,
      title: openings.title,
      status: openings.status,
      quota: openings.quota,
    })
    .from(openings)
    .where(and(eq(openings.openingId, input.openingId), eq(openings.companyId, input.companyId), eq(openings.sessionId, input.sessionId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Opening not found');
  return row;
}

/**
 * Results of a round are announced when the matching ran and now ≥ resultAnnouncementDate. Closing
 * a round clears isMatchingInitiated for the next one, so an earlier round counts as run.
 */
export function isResultAnnounced({ sessionRound, now }: { sessionRound: SessionRound; now: Date }): boolean {
  const hasRun = sessionRound.round < sessionRound.currentRound || sessionRound.isMatchingInitiated;
  return hasRun && hasCome({ date: sessionRound.resultAnnouncementDate, now });
}
