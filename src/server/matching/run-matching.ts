import type { MatchingRunSummary } from '@/lib/matching';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { arrayLiteral } from '@/db/array-literal';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import { companyRankingSubmissions, enrollments, matchRecords, matchingRuns, openings, sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import { removeGonePlacements } from '@/server/placements';
import type { Context } from '@/server/context';
import { notifyMatchingRunFinished } from '@/server/notifications';
import { runDeferredAcceptance, UNMATCHED } from './engine';
import { currentRankingsOf, loadMatchingInput, TAKING_PART_OPENING_STATUSES, tuneForBulkMatching } from './load-matching-input';
import { assertAlgorithmWindow, loadMatchingScope, type MatchingScope } from './matching-scope';
import { deletePoolResults } from './matching-pool';
import { buildMatchRecord, MATCH_RECORD_VERSION } from './match-record';
import { verifyMatching } from './verify';
import { timeMatchingRun } from '@/server/metrics';

export type { MatchingRunSummary };

const gzipAsync = promisify(gzip);
const e = alias(enrollments, 'e');
const o = alias(openings, 'o');

/**
 * POST /api/admin/sessions/{sessionId}/matching runs the current round's matching (SPEC §7; the preview is its own
 * read, previewMatching): loads the rankings (on a rerun the pool includes the students the last run decided for),
 * runs the engine, verifies the result, and writes every result (each pool enrollment), the run, its match record
 * and the audit row (with the record's digest) in one transaction.
 */
export async function runMatching({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<MatchingRunSummary> {
  return timeMatchingRun(() => runMatchingTransaction({ ctx, sessionId }));
}

async function runMatchingTransaction({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<MatchingRunSummary> {
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope({ db: tx, sessionId, lock: true, now: ctx.now });
    assertAlgorithmWindow(scope);
    const summary = await runMatchingIn({ db: tx, scope, runByPlatformUid: ctx.actor.signedInPlatformUid ?? null });
    // A rerun may move a student whose placement the office already began to fill: that row goes (one statement on
    // the session's few details rows, outside the timed run; docs/placements.md).
    if (summary.isMatchingRerun) await removeGonePlacements({ db: tx, sessionId });
    await notifyMatchingRunFinished({ db: tx, now: ctx.now, run: summary });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: summary.isMatchingRerun ? 'matching.rerun' : 'matching.run',
        entityType: 'session',
        entityId: sessionId,
        details: {
          round: scope.round,
          runId: summary.runId,
          isStable: summary.isStable,
          matchedCount: summary.matchedCount,
          unmatchedCount: summary.unmatchedCount,
          recordDigest: summary.recordDigest,
        },
      },
    });
    return Object.fromEntries(Object.entries(summary).filter(([key]) => key !== 'isMatchingRerun')) as MatchingRunSummary;
  });
}

/** The run itself inside the caller's transaction (the benchmark times this). */
export async function runMatchingIn({
  db: tx,
  scope,
  runByPlatformUid,
}: {
  db: Executor;
  scope: MatchingScope;
  runByPlatformUid: string | null;
}): Promise<MatchingRunSummary & { isMatchingRerun: boolean }> {
  const { sessionId, round } = scope;
  const phaseStarted = performance.now();
  await tuneForBulkMatching({ db: tx });
  // The pool includes, on a rerun, the students the last run decided for; their enrollments are overwritten
  // below, once each (putting them back first would write every row twice).
  const loaded = await loadMatchingInput({ db: tx, sessionId, round });
  const loadMs = performance.now() - phaseStarted;

  let started = performance.now();
  const { assignment } = runDeferredAcceptance(loaded.instance);
  const engineMs = performance.now() - started;
  started = performance.now();
  const verdict = verifyMatching(loaded.instance, assignment);
  const verifyMs = performance.now() - started;
  // An infeasible result (over quota, or a pair nobody agreed to) is never written: it would be an engine bug.
  if (!verdict.isFeasible) throw new Error(`The matching engine produced an infeasible result: ${verdict.problems.join('; ')}`);

  const studentIds = loaded.studentIds;
  const assignedOpeningIds = Array.from(assignment, (opening) => (opening === UNMATCHED ? null : loaded.openingIds[opening]));
  const matchedCount = assignedOpeningIds.filter((openingId) => openingId !== null).length;
  await deletePoolResults({ db: tx, sessionId, round });
  const [run] = await tx
    .insert(matchingRuns)
    .values({
      sessionId,
      round,
      isStable: verdict.isStable,
      matchedCount,
      unmatchedCount: studentIds.length - matchedCount,
      runByPlatformUid,
    })
    .returning();
  // One set-based write for any number of students, each column one array parameter. The results are the
  // enrollments (matchingRoundResults reads them from there until the round closes): no second row per student.
  const pairs = sql`unnest(${arrayLiteral(studentIds)}::text[], ${arrayLiteral(assignedOpeningIds)}::int[]) as pair(student_id, opening_id)`;
  // Started before the record is built: node-postgres sends the statement at once, so PostgreSQL updates the
  // enrollments while Node builds and compresses the record (a large round's record costs a few hundred ms).
  const writing = tx
    .execute(
      sql`update ${enrollments} ${e} set
      ${columnName(enrollments.status)} = (case when pair.opening_id is null then 'MATCHING_FAILED' else 'MATCHING_SUCCESS' end)::enrollment_status,
      ${columnName(enrollments.assignedOpeningId)} = pair.opening_id,
      ${columnName(enrollments.matchedRound)} = case when pair.opening_id is null then null else ${round}::int end,
      ${columnName(enrollments.updatedAt)} = now()
    from ${pairs}
    where ${e.sessionId} = ${sessionId} and ${e.studentId} = pair.student_id`,
    )
    .then(() => undefined);
  const recording = Promise.resolve().then(async () => {
    const recordStarted = performance.now();
    const built = buildMatchRecord({
      instance: loaded.instance,
      assignment,
      run: { sessionId, sessionTitle: scope.title, round, runId: run.runId, runAt: run.runAt.toISOString() },
    });
    const builtMs = performance.now() - recordStarted;
    return { ...built, builtMs, recordGzip: await gzipAsync(built.bytes, { level: 1 }) };
  });
  const [, record] = await Promise.all([writing, recording]);
  await tx.insert(matchRecords).values({
    runId: run.runId,
    version: MATCH_RECORD_VERSION,
    digest: record.digest,
    byteLength: record.bytes.length,
    recordGzip: record.recordGzip,
  });
  await tx
    .update(sessions)
    .set({ isMatchingInitiated: true, updatedAt: sql`now()` })
    .where(eq(sessions.sessionId, sessionId));
  const openingsWithoutRankingCount = loaded.instance.capacity.length - (await countOpeningsWithRanking({ db: tx, sessionId, round }));
  const writeMs = performance.now() - phaseStarted - loadMs - engineMs - verifyMs;
  return {
    kind: 'run',
    runId: run.runId,
    sessionId,
    round,
    isFeasible: verdict.isFeasible,
    isStable: verdict.isStable,
    problems: verdict.problems,
    studentCount: studentIds.length,
    matchedCount,
    unmatchedCount: studentIds.length - matchedCount,
    openingsWithoutRankingCount,
    engineMs: Math.round(engineMs * 100) / 100,
    verifyMs: Math.round(verifyMs * 100) / 100,
    runAt: run.runAt.toISOString(),
    recordDigest: record.digest,
    isMatchingRerun: scope.isMatchingInitiated,
    phaseMs: { load: Math.round(loadMs), write: Math.round(writeMs), record: Math.round(record.builtMs) },
  };
}

async function countOpeningsWithRanking({ db: tx, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (${currentRankingsOf({ sessionId, round })}) ranking
      join ${openings} ${o} on ${o.openingId} = ranking.${columnName(companyRankingSubmissions.openingId)}
      where ${o.status} in ${TAKING_PART_OPENING_STATUSES}`,
  );
  return Number(row.count);
}
