import { sql, type SQL } from 'drizzle-orm';
import { applications, matchingRoundResults } from '@/db/schema';
import { RANK_TAIL_FROM, rankBucketLabel, type RankBucket } from '@/lib/result-charts';

/** The bucket of a result row: -1 unmatched, 0 matched outside the list, else the rank, the tail folded into RANK_TAIL_FROM. */
export type BucketRow = { bucket: number; total: number | string };

/**
 * The bucket of a result (`matching_round_results` aliased as the view itself) joined to the student's ACTIVE
 * application of the same session, round and opening (the list the matching ran on, `applications_session_id_round_
 * student_id_opening_id_unique`): its `studentPreferenceRank` is the matched opening's place in that list. No
 * application (a match set by hand on an opening the student did not apply to that round) is 0.
 */
export const bucketOfResult: SQL = sql`case
  when ${matchingRoundResults.openingId} is null then -1
  when ${applications.studentPreferenceRank} is null then 0
  else least(${applications.studentPreferenceRank}, ${RANK_TAIL_FROM}) end`;

export const appliedForResult: SQL = sql`${applications.sessionId} = ${matchingRoundResults.sessionId}
  and ${applications.round} = ${matchingRoundResults.round}
  and ${applications.studentId} = ${matchingRoundResults.studentId}
  and ${applications.openingId} = ${matchingRoundResults.openingId}
  and ${applications.status} = 'ACTIVE'`;

/** Every bar, zero or not, in reading order: 1…5, 6+, outside the list, unmatched (the axes stay the same). */
export function toRankBuckets(rows: BucketRow[]): { rankBuckets: RankBucket[]; resultCount: number } {
  const counts = new Map(rows.map((row) => [Number(row.bucket), Number(row.total)]));
  const at = (bucket: number) => counts.get(bucket) ?? 0;
  const rankBuckets: RankBucket[] = [];
  for (let rank = 1; rank < RANK_TAIL_FROM; rank += 1)
    rankBuckets.push({ kind: 'RANK', rank, label: rankBucketLabel('RANK', rank), count: at(rank) });
  rankBuckets.push({ kind: 'TAIL', rank: RANK_TAIL_FROM, label: rankBucketLabel('TAIL', RANK_TAIL_FROM), count: at(RANK_TAIL_FROM) });
  rankBuckets.push({ kind: 'OUTSIDE_LIST', rank: null, label: rankBucketLabel('OUTSIDE_LIST', null), count: at(0) });
  rankBuckets.push({ kind: 'UNMATCHED', rank: null, label: rankBucketLabel('UNMATCHED', null), count: at(-1) });
  return { rankBuckets, resultCount: rankBuckets.reduce((total, bucket) => total + bucket.count, 0) };
}
