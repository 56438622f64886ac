import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/rows-of';
import type { MatchingPreview } from '@/lib/matching';
import type { Context } from '@/server/context';
import { currentRankingsOf, TAKING_PART_OPENING_STATUSES } from './load-matching-input';
import { assertAlgorithmWindow, loadMatchingScope } from './matching-scope';
import { poolCondition } from './matching-pool';

/**
 * GET /api/admin/sessions/{sessionId}/matching/preview: who would take part in the current round's run and which
 * openings have no company ranking (so take no one), and whether a run would be accepted now. Read-only, so it
 * takes no lock; the run re-checks everything.
 */
export async function previewMatching({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<MatchingPreview> {
  const scope = await loadMatchingScope({ db: ctx.db, sessionId, now: ctx.now });
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
        (select count(*)::int from enrollments e where ${poolCondition({ sessionId, round })}) as student_count,
        (select count(*)::int from applications a join enrollments e on e.session_id = a.session_id and e.student_id = a.student_id
          where a.session_id = ${sessionId} and a.round = ${round} and a.status = 'ACTIVE' and ${poolCondition({ sessionId, round })}) as application_count,
        (select count(*)::int from openings where session_id = ${sessionId} and status in ${TAKING_PART_OPENING_STATUSES}) as opening_count`,
  );
  const withoutRanking = await rowsOf<{ opening_id: number; title: string; company_name_th: string; application_count: number }>(
    ctx.db,
    sql`select o.opening_id, o.title, c.company_name_th,
        (select count(*)::int from applications a where a.opening_id = o.opening_id and a.round = ${round} and a.status = 'ACTIVE') as application_count
      from openings o join companies c on c.company_id = o.company_id
      where o.session_id = ${sessionId} and o.status in ${TAKING_PART_OPENING_STATUSES}
        and o.opening_id not in (select opening_id from (${currentRankingsOf({ sessionId, round })}) ranking)
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
