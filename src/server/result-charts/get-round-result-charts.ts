import { and, eq, sql } from 'drizzle-orm';
import { applications, matchingRoundResults, openings, sessionGroups, sessions } from '@/db/schema';
import { rowsOf } from '@/db/rows-of';
import type { RoundResultCharts } from '@/lib/result-charts';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { companyFill } from './company-fill';
import { bucketOfResult, appliedForResult, toRankBuckets, type BucketRow } from './rank-buckets';

/**
 * The charts of the admin's results screen for a session and round: how far down their lists the round's students
 * matched (docs/result-charts.md, "Counting") and each company's fill rate after the round (results of rounds 1 …
 * round). Two grouped statements after the session's lookup; rounds 1 … currentRound exist, a later one is 404 like
 * the results screen itself.
 */
export async function getRoundResultCharts({
  ctx: { db },
  sessionId,
  round,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
}): Promise<RoundResultCharts> {
  const [session] = await db
    .select({ currentRound: sessionGroups.currentRound })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  if (round > session.currentRound) throw new NotFoundError(`Round ${round} not found`);

  const [bucketRows, fill] = await Promise.all([
    rowsOf<BucketRow>(
      db,
      sql`select ${bucketOfResult} as bucket, count(*) as total
        from ${matchingRoundResults}
        left join ${applications} on ${appliedForResult}
        where ${and(eq(matchingRoundResults.sessionId, sessionId), eq(matchingRoundResults.round, round))}
        group by 1`,
    ),
    companyFill({
      db,
      openingsInScope: sql`${openings.sessionId} = ${sessionId}`,
      resultsInScope: sql`${matchingRoundResults.sessionId} = ${sessionId} and ${matchingRoundResults.round} <= ${round}`,
    }),
  ]);
  const { rankBuckets, resultCount } = toRankBuckets(bucketRows);
  return { sessionId, round, resultCount, rankBuckets, companyFill: fill };
}
