import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import { applications, companies, companyRankingSubmissions, enrollments, openings } from '@/db/schema';
import type { MatchingPreview } from '@/lib/matching';
import type { Locale } from '@/i18n/locales';
import type { Context } from '@/server/context';
import { localizeApiMessage } from '@/server/http';
import { currentRankingsOf, TAKING_PART_OPENING_STATUSES } from './load-matching-input';
import { assertAlgorithmWindow, loadMatchingScope } from './matching-scope';
import { poolCondition, poolEnrollment } from './matching-pool';

const a = alias(applications, 'a');
const o = alias(openings, 'o');
const c = alias(companies, 'c');

/**
 * GET /api/admin/sessions/{sessionId}/matching/preview: who would take part in the current round's run and which
 * openings have no company ranking (so take no one), and whether a run would be accepted now. Read-only, so it
 * takes no lock; the run re-checks everything. Why a run would be refused is said in `locale`, as the run's 409 would.
 */
export async function previewMatching({
  ctx,
  sessionId,
  locale,
}: {
  ctx: Context;
  sessionId: number;
  locale: Locale;
}): Promise<MatchingPreview> {
  const scope = await loadMatchingScope({ db: ctx.db, sessionId, now: ctx.now });
  let blockedReason: string | null = null;
  try {
    assertAlgorithmWindow(scope);
  } catch (error) {
    blockedReason = localizeApiMessage({ message: (error as Error).message, locale });
  }
  const { round } = scope;
  const e = poolEnrollment;
  const [counts] = await rowsOf<{ student_count: number; application_count: number; opening_count: number }>(
    ctx.db,
    sql`select
        (select count(*)::int from ${enrollments} ${e} where ${poolCondition({ sessionId, round })}) as student_count,
        (select count(*)::int from ${applications} ${a} join ${enrollments} ${e} on ${e.sessionId} = ${a.sessionId} and ${e.studentId} = ${a.studentId}
          where ${a.sessionId} = ${sessionId} and ${a.round} = ${round} and ${a.status} = 'ACTIVE' and ${poolCondition({ sessionId, round })}) as application_count,
        (select count(*)::int from ${openings} where ${openings.sessionId} = ${sessionId} and ${openings.status} in ${TAKING_PART_OPENING_STATUSES}) as opening_count`,
  );
  const withoutRanking = await rowsOf<{
    opening_id: number;
    title: string;
    company_name_th: string;
    company_name_en: string | null;
    application_count: number;
  }>(
    ctx.db,
    sql`select ${o.openingId} as opening_id, ${o.title} as title, ${c.companyNameTh} as company_name_th, ${c.companyNameEn} as company_name_en,
        (select count(*)::int from ${applications} ${a}
          where ${a.openingId} = ${o.openingId} and ${a.round} = ${round} and ${a.status} = 'ACTIVE') as application_count
      from ${openings} ${o} join ${companies} ${c} on ${c.companyId} = ${o.companyId}
      where ${o.sessionId} = ${sessionId} and ${o.status} in ${TAKING_PART_OPENING_STATUSES}
        and ${o.openingId} not in (select ${columnName(companyRankingSubmissions.openingId)} from (${currentRankingsOf({ sessionId, round })}) ranking)
      order by application_count desc, ${o.openingId}`,
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
      companyNameEn: row.company_name_en,
      applicationCount: Number(row.application_count),
    })),
  };
}
