import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { matchRecords, matchingRuns } from '@/db/schema';
import type { Context } from '@/server/context';
import { contentDisposition } from '@/server/downloads';
import { NotFoundError } from '@/server/errors';
import { loadMatchingScope } from './matching-scope';

const gunzipAsync = promisify(gunzip);

export const MATCH_RECORD_CONTENT_TYPE = 'application/json';

/**
 * GET /api/admin/sessions/{sessionId}/matching/{round}/record: the match record of the round's latest run, the very
 * bytes stored when it ran (docs/match-record.md), whatever changed since. 404 when the round has no run, when its
 * latest run was undone (its results no longer stand), or when that run is older than the records.
 */
export async function getMatchRecord({ ctx, sessionId, round }: { ctx: Context; sessionId: number; round: number }): Promise<Response> {
  const scope = await loadMatchingScope({ db: ctx.db, sessionId, now: ctx.now });
  if (round > scope.round) throw new NotFoundError(`Round ${round} not found`);
  const [latest] = await ctx.db
    .select({ runId: matchingRuns.runId, undoneAt: matchingRuns.undoneAt, recordGzip: matchRecords.recordGzip })
    .from(matchingRuns)
    .leftJoin(matchRecords, eq(matchRecords.runId, matchingRuns.runId))
    .where(and(eq(matchingRuns.sessionId, sessionId), eq(matchingRuns.round, round)))
    .orderBy(desc(matchingRuns.runId))
    .limit(1);
  if (!latest) throw new NotFoundError(`Round ${round} has no matching run`);
  if (latest.undoneAt) throw new NotFoundError(`The latest matching run of round ${round} was undone`);
  if (!latest.recordGzip) throw new NotFoundError(`Matching run ${latest.runId} ran before match records were kept`);
  const bytes = await gunzipAsync(latest.recordGzip);
  const fileName = `match-record-session-${sessionId}-round-${round}-run-${latest.runId}.json`;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': MATCH_RECORD_CONTENT_TYPE,
      'content-length': String(bytes.length),
      'content-disposition': contentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}
