import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { companies, enrollments, matchRecords, matchingRoundResults, matchingRuns, openings, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { offsetOf, paginationQuery, toList } from '@/server/validation';
import type { MatchingResultItem, MatchingRoundState } from '@/lib/matching';
import { MATCHING_SOURCES } from '@/lib/labels';
import { isAnnounced, loadMatchingScope } from './matching-scope';
import { containsLike } from '@/db/like-pattern';

export const matchingResultsQuery = paginationQuery.extend({
  /** MATCHED: students with an opening; UNMATCHED: without. */
  outcome: z.enum(['MATCHED', 'UNMATCHED']).optional(),
  source: z.enum(MATCHING_SOURCES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type MatchingResultsQuery = z.infer<typeof matchingResultsQuery>;

/**
 * GET /api/admin/sessions/{sessionId}/matching/{round}: the round's state (run or not, announced or not, whether
 * the algorithm may run now), its latest run with the stability check's verdict, counts, and the results paged.
 * Rounds 1 … currentRound exist; a later one is 404.
 */
export async function getMatchingResults({
  ctx,
  sessionId,
  round,
  query,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
  query: MatchingResultsQuery;
}): Promise<MatchingRoundState> {
  const scope = await loadMatchingScope({ db: ctx.db, sessionId, now: ctx.now });
  if (round > scope.round) throw new NotFoundError(`Round ${round} not found`);
  const isCurrentRound = round === scope.round;
  const inRound = and(eq(matchingRoundResults.sessionId, sessionId), eq(matchingRoundResults.round, round));
  const conditions: (SQL | undefined)[] = [inRound];
  if (query.outcome === 'MATCHED') conditions.push(isNotNull(matchingRoundResults.openingId));
  if (query.outcome === 'UNMATCHED') conditions.push(isNull(matchingRoundResults.openingId));
  if (query.source) conditions.push(eq(matchingRoundResults.source, query.source));
  if (query.search) {
    const pattern = containsLike(query.search);
    conditions.push(
      or(
        ilike(students.studentId, pattern),
        ilike(students.firstNameTh, pattern),
        ilike(students.lastNameTh, pattern),
        ilike(students.firstNameEn, pattern),
        ilike(students.lastNameEn, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [items, [{ total }], [latestRun], totals] = await Promise.all([
    ctx.db
      .select({
        studentId: matchingRoundResults.studentId,
        firstNameTh: students.firstNameTh,
        lastNameTh: students.lastNameTh,
        firstNameEn: students.firstNameEn,
        lastNameEn: students.lastNameEn,
        enrollmentStatus: enrollments.status,
        openingId: matchingRoundResults.openingId,
        openingTitle: openings.title,
        companyNameTh: companies.companyNameTh,
        companyNameEn: companies.companyNameEn,
        source: matchingRoundResults.source,
        createdAt: matchingRoundResults.createdAt,
      })
      .from(matchingRoundResults)
      .innerJoin(students, eq(students.studentId, matchingRoundResults.studentId))
      .leftJoin(
        enrollments,
        and(eq(enrollments.sessionId, matchingRoundResults.sessionId), eq(enrollments.studentId, matchingRoundResults.studentId)),
      )
      .leftJoin(openings, eq(openings.openingId, matchingRoundResults.openingId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(where)
      .orderBy(asc(matchingRoundResults.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(matchingRoundResults)
      .innerJoin(students, eq(students.studentId, matchingRoundResults.studentId))
      .where(where),
    ctx.db
      .select({
        runId: matchingRuns.runId,
        isStable: matchingRuns.isStable,
        matchedCount: matchingRuns.matchedCount,
        unmatchedCount: matchingRuns.unmatchedCount,
        runAt: matchingRuns.runAt,
        undoneAt: matchingRuns.undoneAt,
        recordDigest: matchRecords.digest,
      })
      .from(matchingRuns)
      .leftJoin(matchRecords, eq(matchRecords.runId, matchingRuns.runId))
      .where(and(eq(matchingRuns.sessionId, sessionId), eq(matchingRuns.round, round)))
      .orderBy(desc(matchingRuns.runId))
      .limit(1),
    ctx.db
      .select({ isMatched: isNotNull(matchingRoundResults.openingId), source: matchingRoundResults.source, total: count() })
      .from(matchingRoundResults)
      .where(inRound)
      .groupBy(isNotNull(matchingRoundResults.openingId), matchingRoundResults.source),
  ]);
  const sum = (predicate: (row: (typeof totals)[number]) => boolean) =>
    totals.filter(predicate).reduce((total, row) => total + Number(row.total), 0);
  // A closed round's matching ran and its results stand; the current round's follow the shared contract.
  const isMatchingInitiated = isCurrentRound ? scope.isMatchingInitiated : true;
  return {
    sessionId,
    round,
    currentRound: scope.round,
    isCurrentRound,
    isMatchingInitiated,
    isAnnounced: isCurrentRound ? isAnnounced(scope) : true,
    canRunAlgorithm: isCurrentRound && scope.isMatchingOpen && !scope.isResultDateReached,
    canChangeResults: isCurrentRound && !scope.isResultDateReached,
    companyRankingDeadline: isCurrentRound ? scope.companyRankingDeadline.toISOString() : null,
    matchingOpensAt: isCurrentRound ? scope.matchingOpensAt.toISOString() : null,
    resultAnnouncementDate: isCurrentRound ? scope.resultAnnouncementDate.toISOString() : null,
    latestRun: latestRun
      ? {
          runId: latestRun.runId,
          isStable: latestRun.isStable,
          matchedCount: latestRun.matchedCount,
          unmatchedCount: latestRun.unmatchedCount,
          runAt: latestRun.runAt.toISOString(),
          undoneAt: latestRun.undoneAt?.toISOString() ?? null,
          recordDigest: latestRun.recordDigest,
        }
      : null,
    summary: {
      matchedCount: sum((row) => Boolean(row.isMatched)),
      unmatchedCount: sum((row) => !row.isMatched),
      manualCount: sum((row) => row.source === 'MANUAL'),
    },
    results: toList(
      items.map((item): MatchingResultItem => ({ ...item, createdAt: item.createdAt.toISOString() })),
      Number(total),
      query,
    ),
  };
}
