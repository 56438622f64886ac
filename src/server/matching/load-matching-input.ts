import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { copyOut } from '@/db/copy-out';
import { applications, companyRankingSubmissions, enrollments, openings } from '@/db/schema';
import type { MatchingInstance } from './engine';
import { MatchingInputReader } from './matching-input-reader';
import { poolCondition, poolEnrollment } from './matching-pool';

const o = alias(openings, 'o');
const a = alias(applications, 'a');
const s = alias(companyRankingSubmissions, 's');
const later = alias(companyRankingSubmissions, 'later');

/** The round's instance on dense ids, with the maps back to the database's ids. */
export type LoadedMatching = {
  instance: MatchingInstance;
  studentIds: string[];
  openingIds: Int32Array;
  applicationCount: number;
};

/** Openings that take part in a round: published, or with a submitted ranking (never drafts or withdrawn ones). */
export const TAKING_PART_OPENING_STATUSES = sql`('PUBLISHED', 'RANKING_SUBMITTED')`;

/**
 * Each opening's current company ranking of the round: its latest submission row, when that row is a SUBMIT
 * (the shared contract). One row per opening with a ranking. Written as "a SUBMIT with no later row" rather
 * than "the latest row, if a SUBMIT": the planner then estimates about one row per opening (not 0.5 % of them)
 * and joins the millions of ranking items by hash instead of ten thousand index lookups.
 */
export function currentRankingsOf({ sessionId, round }: { sessionId: number; round: number }): SQL {
  return sql`select ${s.openingId}, ${s.submissionId}
    from ${companyRankingSubmissions} ${s} join ${openings} ${o} on ${o.openingId} = ${s.openingId}
    where ${o.sessionId} = ${sessionId} and ${s.round} = ${round} and ${s.action} = 'SUBMIT'
      and not exists (select 1 from ${companyRankingSubmissions} ${later}
        where ${later.openingId} = ${s.openingId} and ${later.round} = ${s.round} and ${later.submissionId} > ${s.submissionId})`;
}

/**
 * Loads the round's pool (poolCondition: on a rerun it includes the students the last run decided for, whose
 * places count as free again) as one COPY stream, so one statement and one snapshot, read into typed arrays
 * while the server still produces it (MatchingInputReader). Each part is a plain scan with no sort and no join:
 * each application carries its company position (applications.company_position, kept by the database), and
 * grouping the lists happens in Node in linear time, where it costs tens of milliseconds.
 */
export async function loadMatchingInput({
  db,
  sessionId,
  round,
}: {
  db: Executor;
  sessionId: number;
  round: number;
}): Promise<LoadedMatching> {
  const reader = new MatchingInputReader();
  for await (const chunk of copyOut(db, matchingInputQuery({ sessionId, round }))) reader.push(chunk);
  return reader.finish();
}

/**
 * For the run's transaction only (set_config(…, true) = SET LOCAL): the loading statement scans a few
 * million rows once, where the planner's JIT compilation costs seconds and the default work_mem spills.
 */
export async function tuneForBulkMatching({ db }: { db: Executor }): Promise<void> {
  await db.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '256MB', true)`);
}

/**
 * The loading statement, rows `kind, key, n1, n2, n3` as MatchingInputReader describes them. Applications
 * come unfiltered by pool or opening (the reader drops the others): joining two million rows here cost more.
 * An application counts as selected by its company's current ranking only: company_position says exactly that.
 */
export function matchingInputQuery({ sessionId, round }: { sessionId: number; round: number }): SQL {
  const e = poolEnrollment;
  return sql`select 'o', null::text, ${o.openingId}, greatest(${o.quota} - coalesce(taken.count, 0), 0)::int, null::int
      from ${openings} ${o}
      left join (select ${e.assignedOpeningId}, count(*)::int as count from ${enrollments} ${e}
          where ${e.sessionId} = ${sessionId} and ${e.assignedOpeningId} is not null and not ${poolCondition({ sessionId, round })}
          group by ${e.assignedOpeningId}) taken
        on taken.${columnName(enrollments.assignedOpeningId)} = ${o.openingId}
      where ${o.sessionId} = ${sessionId} and ${o.status} in ${TAKING_PART_OPENING_STATUSES}
    union all
    select 's', ${e.studentId}, null, null, null from ${enrollments} ${e} where ${poolCondition({ sessionId, round })}
    union all
    select 'a', ${a.studentId}, ${a.openingId}, ${a.studentPreferenceRank}, ${a.companyPosition} from ${applications} ${a}
      where ${a.sessionId} = ${sessionId} and ${a.round} = ${round} and ${a.status} = 'ACTIVE'`;
}
