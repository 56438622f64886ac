import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { enrollments, openingDemand, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import { DEMAND_FRESH_SECONDS, type OpeningDemandView, type SessionDemandView } from '@/lib/demand';
import type { Context } from '@/server/context';
import { hasCome, isBeforeDeadline } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import { visibleToStudentsCondition } from '@/server/openings';
import { integerQuery, listQuery } from '@/server/validation';
import { readDemandState, refreshDemandIfStale } from './refresh-demand';

export const getSessionDemandQuery = z.object({
  /** The openings a screen shows (a page of cards, a ranking list); without it, every opening the caller may see. */
  openingIds: listQuery(integerQuery).pipe(z.array(z.number()).max(100)).optional(),
});
export type GetSessionDemandQuery = z.output<typeof getSessionDemandQuery>;

/**
 * GET /api/sessions/{sessionId}/demand: during the current round's student ranking window, each opening's live
 * demand (docs/demand.md), at most DEMAND_FRESH_SECONDS old. A student of the session sees the published openings, a
 * company user its own, an admin all (also while it is turned off, to check it before turning it on).
 */
export async function getSessionDemand({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context;
  sessionId: number;
  query: GetSessionDemandQuery;
}): Promise<SessionDemandView> {
  const [session] = await ctx.db
    .select({
      round: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      opensAt: rounds.openingAnnouncementDate,
      closesAt: rounds.studentRankingDeadline,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessionGroups.sessionGroupId), eq(rounds.round, sessionGroups.currentRound)))
    .where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  if (ctx.actor.role === 'student') await assertEnrolled({ db: ctx.db, sessionId, studentId: ctx.actor.studentId });
  else if (ctx.actor.role !== 'admin' && ctx.actor.role !== 'company_user') throw new NotFoundError('Session not found');

  let state = await readDemandState({ db: ctx.db, sessionId });
  const isWindowOpen =
    !session.isMatchingInitiated &&
    hasCome({ date: session.opensAt, now: ctx.now }) &&
    isBeforeDeadline({ deadline: session.closesAt, now: ctx.now }) &&
    session.closesAt !== null;
  const answer = (shown: SessionDemandView['state'], items: OpeningDemandView[]): SessionDemandView => ({
    sessionId,
    state: shown,
    isShown: state.isShown,
    countsDrafts: state.countsDrafts,
    round: session.round,
    computedAt: shown === 'CLOSED' || !state.computedAt ? null : state.computedAt.toISOString(),
    freshSeconds: DEMAND_FRESH_SECONDS,
    items,
  });
  if (!isWindowOpen) return answer('CLOSED', []);
  const isAdmin = ctx.actor.role === 'admin';
  if (!state.isShown && !isAdmin) return answer('OFF', []);

  state = await refreshDemandIfStale({ db: ctx.db, sessionId, round: session.round, now: ctx.now, state });
  const conditions: SQL[] = [visibleToStudentsCondition(sessionId)];
  if (ctx.actor.role === 'company_user') conditions.push(eq(openings.companyId, ctx.actor.companyId));
  if (query.openingIds) conditions.push(inArray(openings.openingId, query.openingIds));
  const rows = await ctx.db
    .select({
      openingId: openings.openingId,
      places: openings.quota,
      applicantCount: openingDemand.applicantCount,
      firstChoiceCount: openingDemand.firstChoiceCount,
    })
    .from(openings)
    .leftJoin(openingDemand, and(eq(openingDemand.sessionId, sessionId), eq(openingDemand.openingId, openings.openingId)))
    .where(and(...conditions))
    .orderBy(asc(openings.openingId));
  const items = rows.map(({ openingId, places, applicantCount, firstChoiceCount }) => ({
    openingId,
    applicantCount: applicantCount ?? 0,
    firstChoiceCount: firstChoiceCount ?? 0,
    places,
    applicantsPerPlace: Math.round(((applicantCount ?? 0) / places) * 10) / 10,
  }));
  return answer(state.isShown ? 'SHOWN' : 'OFF', items);
}

async function assertEnrolled({ db, sessionId, studentId }: { db: Executor; sessionId: number; studentId: string }): Promise<void> {
  const [enrolled] = await db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  if (!enrolled) throw new NotFoundError('Session not found');
}
