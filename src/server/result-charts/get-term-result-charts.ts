import { eq, sql } from 'drizzle-orm';
import { applications, matchingRoundResults, openings, sessionGroups, sessions, studentRankingSubmissions } from '@/db/schema';
import { rowsOf } from '@/db/rows-of';
import type { RoundProgress, TermResultCharts } from '@/lib/result-charts';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { companyFill } from './company-fill';
import { appliedForResult, bucketOfResult, toRankBuckets, type BucketRow } from './rank-buckets';

/**
 * The charts of the group dashboard, for the whole term (every session of the group): how far down their lists
 * students matched, counting each student of a session once by their latest result (a student unmatched in round 1
 * and matched in round 2 is a round-2 match), each company's fill rate over the term, and per round 1 … currentRound
 * the applications, submitted rankings and matches. Three grouped statements after the group's lookup.
 *
 * The group's sessions are one array computed once (`= any(array(…))`, an init plan): a plain comparison with a
 * parameter reaches inside the results view's two branches and the indexes on session_id, where a join with
 * sessions would not.
 */
export async function getTermResultCharts({
  ctx: { db },
  sessionGroupId,
}: {
  ctx: Context;
  sessionGroupId: number;
}): Promise<TermResultCharts> {
  const [group] = await db
    .select({ currentRound: sessionGroups.currentRound })
    .from(sessionGroups)
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId));
  if (!group) throw new NotFoundError('Session group not found');
  const groupSessionIds = sql`array(select ${sessions.sessionId} from ${sessions} where ${sessions.sessionGroupId} = ${sessionGroupId})`;

  const [bucketRows, fill, progressRows] = await Promise.all([
    rowsOf<BucketRow>(
      db,
      sql`select bucket, count(*) as total from (
          select distinct on (${matchingRoundResults.sessionId}, ${matchingRoundResults.studentId}) ${bucketOfResult} as bucket
          from ${matchingRoundResults}
          left join ${applications} on ${appliedForResult} and ${applications.sessionId} = any(${groupSessionIds})
          where ${matchingRoundResults.sessionId} = any(${groupSessionIds})
          order by ${matchingRoundResults.sessionId}, ${matchingRoundResults.studentId}, ${matchingRoundResults.round} desc
        ) latest
        group by bucket`,
    ),
    companyFill({
      db,
      openingsInScope: sql`${openings.sessionId} = any(${groupSessionIds})`,
      resultsInScope: sql`${matchingRoundResults.sessionId} = any(${groupSessionIds})`,
    }),
    rowsOf<{ round: number; applications: string | number; submitted: string | number; matched: string | number }>(
      db,
      // A student's ranking is in for a round when the latest submission row of that round is not an admin's
      // UNSUBMIT (docs/reports.md, "What counts"); only ACTIVE applications count.
      sql`select numbered.round, coalesce(applied.total, 0) as applications, coalesce(submitted.total, 0) as submitted,
          coalesce(matched.total, 0) as matched
        from generate_series(1, ${group.currentRound}::int) as numbered(round)
        left join (
          select ${applications.round} as round, count(*) as total from ${applications}
          where ${applications.sessionId} = any(${groupSessionIds}) and ${applications.status} = 'ACTIVE'
          group by ${applications.round}
        ) applied on applied.round = numbered.round
        left join (
          select latest.round, count(*) as total from (
            select distinct on (${studentRankingSubmissions.sessionId}, ${studentRankingSubmissions.round}, ${studentRankingSubmissions.studentId})
              ${studentRankingSubmissions.round} as round, ${studentRankingSubmissions.action} as action
            from ${studentRankingSubmissions}
            where ${studentRankingSubmissions.sessionId} = any(${groupSessionIds})
            order by ${studentRankingSubmissions.sessionId}, ${studentRankingSubmissions.round}, ${studentRankingSubmissions.studentId}, ${studentRankingSubmissions.submissionId} desc
          ) latest
          where latest.action <> 'UNSUBMIT'
          group by latest.round
        ) submitted on submitted.round = numbered.round
        left join (
          select ${matchingRoundResults.round} as round, count(*) as total from ${matchingRoundResults}
          where ${matchingRoundResults.sessionId} = any(${groupSessionIds}) and ${matchingRoundResults.openingId} is not null
          group by ${matchingRoundResults.round}
        ) matched on matched.round = numbered.round
        order by numbered.round`,
    ),
  ]);
  const { rankBuckets, resultCount } = toRankBuckets(bucketRows);
  const roundProgress = progressRows.map((row): RoundProgress => ({
    round: Number(row.round),
    applications: Number(row.applications),
    submittedRankings: Number(row.submitted),
    matched: Number(row.matched),
  }));
  return { sessionGroupId, resultCount, rankBuckets, companyFill: fill, roundProgress };
}
