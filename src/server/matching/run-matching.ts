import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { matchingRuns, sessions } from '@/db/schema';
import type { MatchingPreview } from '@/lib/matching';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { notifyMatchingRunFinished } from '@/server/notifications';
import { runDeferredAcceptance, UNMATCHED } from './engine';
import { currentRankingsOf, loadMatchingInput, rowsOf, TAKING_PART_OPENING_STATUSES, tuneForBulkMatching } from './load-matching-input';
import { arrayLiteral, assertAlgorithmWindow, loadMatchingScope, type MatchingScope } from './matching-scope';
import { deletePoolResults, poolCondition } from './matching-pool';
import { verifyMatching } from './verify';

export const runMatchingInput = z.object({
  /** false (or absent): answer the preview and change nothing; true: run and write the results. */
  confirm: z.boolean().default(false),
});
export type RunMatchingInput = z.infer<typeof runMatchingInput>;

export type MatchingRunSummary = {
  kind: 'run';
  runId: number;
  sessionId: number;
  round: number;
  isFeasible: boolean;
  isStable: boolean;
  problems: string[];
  studentCount: number;
  matchedCount: number;
  unmatchedCount: number;
  openingsWithoutRankingCount: number;
  engineMs: number;
  verifyMs: number;
  /** Where the run's time went (database phases), for the benchmark and the log. */
  phaseMs: { load: number; write: number };
  runAt: Date;
};

/**
 * POST /api/admin/sessions/{sessionId}/matching: `{confirm:false}` answers the preview (who takes part,
 * which openings have no company ranking and so take no one); `{confirm:true}` runs the current round's
 * matching: loads the rankings (on a rerun the pool includes the students the last run decided for), runs the
 * engine, verifies the result, and writes every result (each pool enrollment), the run and the audit row in
 * one transaction.
 */
export async function runMatching(ctx: Context, sessionId: number, input: RunMatchingInput): Promise<MatchingPreview | MatchingRunSummary> {
  if (!input.confirm) return previewMatching(ctx, sessionId);
  return ctx.db.transaction(async (tx) => {
    const scope = await loadMatchingScope(tx, sessionId, { lock: true, now: ctx.now });
    assertAlgorithmWindow(scope);
    const summary = await runMatchingIn(tx, scope, ctx.actor.signedInPlatformUid ?? null);
    await notifyMatchingRunFinished({ db: tx, now: ctx.now, run: summary });
    await recordAudit(tx, ctx.actor, {
      action: summary.isMatchingRerun ? 'matching.rerun' : 'matching.run',
      entityType: 'session',
      entityId: sessionId,
      details: { round: scope.round, runId: summary.runId, isStable: summary.isStable, matchedCount: summary.matchedCount, unmatchedCount: summary.unmatchedCount },
    });
    return Object.fromEntries(Object.entries(summary).filter(([key]) => key !== 'isMatchingRerun')) as MatchingRunSummary;
  });
}

/** The run itself inside the caller's transaction (the benchmark times this). */
export async function runMatchingIn(tx: Executor, scope: MatchingScope, runByPlatformUid: string | null): Promise<MatchingRunSummary & { isMatchingRerun: boolean }> {
  const { sessionId, round } = scope;
  const phaseStarted = performance.now();
  await tuneForBulkMatching(tx);
  // The pool includes, on a rerun, the students the last run decided for; their enrollments are overwritten
  // below, once each (putting them back first would write every row twice).
  const loaded = await loadMatchingInput(tx, sessionId, round);
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
  await deletePoolResults(tx, sessionId, round);
  const [run] = await tx
    .insert(matchingRuns)
    .values({ sessionId, round, isStable: verdict.isStable, matchedCount, unmatchedCount: studentIds.length - matchedCount, runByPlatformUid })
    .returning();
  // One set-based write for any number of students, each column one array parameter. The results are the
  // enrollments (matchingRoundResults reads them from there until the round closes): no second row per student.
  const pairs = sql`unnest(${arrayLiteral(studentIds)}::text[], ${arrayLiteral(assignedOpeningIds)}::int[]) as pair(student_id, opening_id)`;
  await tx.execute(sql`update enrollments e set
      status = (case when pair.opening_id is null then 'MATCHING_FAILED' else 'MATCHING_SUCCESS' end)::enrollment_status,
      assigned_opening_id = pair.opening_id,
      matched_round = case when pair.opening_id is null then null else ${round}::int end,
      updated_at = now()
    from ${pairs}
    where e.session_id = ${sessionId} and e.student_id = pair.student_id`);
  await tx.update(sessions).set({ isMatchingInitiated: true, updatedAt: sql`now()` }).where(eq(sessions.sessionId, sessionId));
  const openingsWithoutRankingCount = loaded.instance.capacity.length - (await countOpeningsWithRanking(tx, sessionId, round));
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
    runAt: run.runAt,
    isMatchingRerun: scope.isMatchingInitiated,
    phaseMs: { load: Math.round(loadMs), write: Math.round(writeMs) },
  };
}

async function countOpeningsWithRanking(tx: Executor, sessionId: number, round: number): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (${currentRankingsOf(sessionId, round)}) ranking
      join openings o on o.opening_id = ranking.opening_id where o.status in ${TAKING_PART_OPENING_STATUSES}`,
  );
  return Number(row.count);
}

/** The preview: read-only, so it takes no lock; the confirmed run re-checks everything. */
async function previewMatching(ctx: Context, sessionId: number): Promise<MatchingPreview> {
  const scope = await loadMatchingScope(ctx.db, sessionId, { now: ctx.now });
  let blockedReason: string | null = null;
  try {
    assertAlgorithmWindow(scope);
  } catch (error) {
    blockedReason = (error as Error).message;
  }
  const { round } = scope;
  const [counts] = await rowsOf<{ student_count: number; application_count: number; opening_count: number }>(
    ctx.db,
    sql`select
        (select count(*)::int from enrollments e where ${poolCondition(sessionId, round)}) as student_count,
        (select count(*)::int from applications a join enrollments e on e.session_id = a.session_id and e.student_id = a.student_id
          where a.session_id = ${sessionId} and a.round = ${round} and a.status = 'ACTIVE' and ${poolCondition(sessionId, round)}) as application_count,
        (select count(*)::int from openings where session_id = ${sessionId} and status in ${TAKING_PART_OPENING_STATUSES}) as opening_count`,
  );
  const withoutRanking = await rowsOf<{ opening_id: number; title: string; company_name_th: string; application_count: number }>(
    ctx.db,
    sql`select o.opening_id, o.title, c.company_name_th,
        (select count(*)::int from applications a where a.opening_id = o.opening_id and a.round = ${round} and a.status = 'ACTIVE') as application_count
      from openings o join companies c on c.company_id = o.company_id
      where o.session_id = ${sessionId} and o.status in ${TAKING_PART_OPENING_STATUSES}
        and o.opening_id not in (select opening_id from (${currentRankingsOf(sessionId, round)}) ranking)
      order by application_count desc, o.opening_id`,
  );
  return {
    kind: 'preview',
    sessionId,
    round,
    canRun: blockedReason === null,
    blockedReason,
    isMatchingInitiated: scope.isMatchingInitiated,
    studentCount: Number(counts.student_count),
    openingCount: Number(counts.opening_count),
    applicationCount: Number(counts.application_count),
    openingsWithoutRanking: withoutRanking.map((row) => ({
      openingId: Number(row.opening_id),
      title: row.title,
      companyNameTh: row.company_name_th,
      applicationCount: Number(row.application_count),
    })),
  };
}
