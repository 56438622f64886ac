import { eq } from 'drizzle-orm';
import { currentRoundOfGroup } from '@/db/current-round';
import { rounds, sessionDemand, sessionGroups, sessions } from '@/db/schema';
import type { Context } from '@/server/context';
import { hasCome, isBeforeDeadline } from '@/server/deadlines';

/**
 * Whether a screen should reserve the place of the demand figures and fetch them after it is painted: the current
 * round's student ranking window is open and the admin has not turned demand off. One small read beside the page's
 * own; the figures themselves come from GET /api/sessions/{sessionId}/demand, never inside the openings list.
 */
export async function isDemandShown({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<boolean> {
  const [row] = await ctx.db
    .select({
      isMatchingInitiated: sessions.isMatchingInitiated,
      opensAt: rounds.openingAnnouncementDate,
      closesAt: rounds.studentRankingDeadline,
      isShown: sessionDemand.isShown,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, currentRoundOfGroup)
    .leftJoin(sessionDemand, eq(sessionDemand.sessionId, sessions.sessionId))
    .where(eq(sessions.sessionId, sessionId));
  if (!row || row.isMatchingInitiated || row.isShown === false) return false;
  return hasCome({ date: row.opensAt, now: ctx.now }) && isBeforeDeadline({ deadline: row.closesAt, now: ctx.now });
}
