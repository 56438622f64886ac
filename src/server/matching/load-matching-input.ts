import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { MatchingInstance } from './engine';

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
 * (the shared contract). One row per opening with a ranking.
 */
export function currentRankingsOf(sessionId: number, round: number) {
  return sql`select latest.opening_id, latest.submission_id from (
      select distinct on (s.opening_id) s.opening_id, s.submission_id, s.action
      from company_ranking_submissions s join openings o on o.opening_id = s.opening_id
      where o.session_id = ${sessionId} and s.round = ${round}
      order by s.opening_id, s.submission_id desc
    ) latest where latest.action = 'SUBMIT'`;
}

type Row = Record<string, unknown>;
export async function rowsOf<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Loads the pool (enrollments RANKING_SUBMITTED: the caller has already put back this round's algorithm
 * results) with three set-based queries and no per-student round trips:
 * 1. the taking-part openings with their remaining quota (quota minus every student assigned to them);
 * 2. per pool student, one row with its ACTIVE applications, best first, as two comma lists: openings and
 *    the company's position of the student in the opening's current ranking (empty when not selected);
 * the company positions are then made dense per opening in O(L) here (counting, no sort).
 */
export async function loadMatchingInput(db: Executor, sessionId: number, round: number): Promise<LoadedMatching> {
  const queries = matchingInputQueries(sessionId, round);
  const openingRows = await rowsOf<{ opening_id: number; remaining: number }>(db, queries.openings);
  const studentRows = await rowsOf<{ student_id: string; openings: string | null; positions: string | null }>(db, queries.students);
  return buildInstance(openingRows, studentRows);
}

/**
 * For the run's transaction only (set_config(…, true) = SET LOCAL): the loading query sorts and joins a few
 * million rows once, where the planner's JIT compilation costs seconds and the default work_mem spills to disk.
 */
export async function tuneForBulkMatching(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '256MB', true)`);
}

/** The two loading queries, separate so the benchmark can explain them. */
export function matchingInputQueries(sessionId: number, round: number) {
  return {
    openings: sql`select o.opening_id, greatest(o.quota - coalesce(taken.count, 0), 0)::int as remaining
      from openings o
      left join (select assigned_opening_id, count(*)::int as count from enrollments where assigned_opening_id is not null group by assigned_opening_id) taken
        on taken.assigned_opening_id = o.opening_id
      where o.session_id = ${sessionId} and o.status in ${TAKING_PART_OPENING_STATUSES}
      order by o.opening_id`,
    students: sql`with ranking as (${currentRankingsOf(sessionId, round)})
      select e.student_id collate "C" as student_id,
        string_agg(a.opening_id::text, ',' order by a.student_preference_rank) as openings,
        string_agg(coalesce(i.position::text, ''), ',' order by a.student_preference_rank) as positions
      from enrollments e
      left join applications a on a.session_id = e.session_id and a.student_id = e.student_id and a.round = ${round} and a.status = 'ACTIVE'
        and a.opening_id in (select opening_id from openings where session_id = ${sessionId} and status in ${TAKING_PART_OPENING_STATUSES})
      left join ranking r on r.opening_id = a.opening_id
      left join company_ranking_submission_items i on i.submission_id = r.submission_id and i.application_id = a.application_id
      where e.session_id = ${sessionId} and e.status = 'RANKING_SUBMITTED'
      group by 1
      order by 1`,
  };
}

/** Dense ids and dense company ranks from the loaded rows; separate so the benchmark and tests can time it. */
export function buildInstance(
  openingRows: { opening_id: number; remaining: number }[],
  studentRows: { student_id: string; openings: string | null; positions: string | null }[],
): LoadedMatching {
  const openingCount = openingRows.length;
  const openingIds = Int32Array.from(openingRows.map((row) => Number(row.opening_id)));
  const capacity = Int32Array.from(openingRows.map((row) => Number(row.remaining)));
  const openingIndex = new Map<number, number>();
  openingIds.forEach((openingId, index) => openingIndex.set(openingId, index));

  const studentIds = studentRows.map((row) => row.student_id);
  // The lists arrive as comma-joined digits; they are parsed in place into typed arrays (no split(), no
  // per-entry strings), which keeps a run of millions of entries within a few tens of megabytes.
  let entryCount = 0;
  for (const row of studentRows) if (row.openings) entryCount += countCommas(row.openings) + 1;
  const listStart = new Int32Array(studentRows.length + 1);
  const listOpening = new Int32Array(entryCount);
  const positions = new Int32Array(entryCount);
  let entry = 0;
  studentRows.forEach((row, student) => {
    if (row.openings) {
      const first = entry;
      entry = parseNumbers(row.openings, listOpening, first, (openingId) => {
        const index = openingIndex.get(openingId);
        if (index === undefined) throw new Error(`Opening ${openingId} is not taking part`);
        return index;
      });
      parseNumbers(row.positions ?? '', positions, first, (position) => position, -1);
    }
    listStart[student + 1] = entry;
  });
  const companyRank = denseRanks(listOpening, positions, openingCount);
  return {
    instance: { studentCount: studentRows.length, openingCount, listStart, listOpening, companyRank, capacity },
    studentIds,
    openingIds,
    applicationCount: listOpening.length,
  };
}

/**
 * Company positions (1..k of a submission, with gaps where an application was cancelled since) become ranks
 * 0..m-1 per opening, keeping their order: bucket by position within each opening's range, then count.
 * O(entries + Σ max position), and Σ max position ≤ the submissions' sizes.
 */
export function denseRanks(listOpening: Int32Array, positions: Int32Array, openingCount: number): Int32Array {
  const maxPosition = new Int32Array(openingCount);
  for (let entry = 0; entry < positions.length; entry++) if (positions[entry] > maxPosition[listOpening[entry]]) maxPosition[listOpening[entry]] = positions[entry];
  const start = new Int32Array(openingCount + 1);
  for (let opening = 0; opening < openingCount; opening++) start[opening + 1] = start[opening] + maxPosition[opening] + 1;
  const rankAt = new Int32Array(start[openingCount]).fill(-1);
  for (let entry = 0; entry < positions.length; entry++) if (positions[entry] >= 0) rankAt[start[listOpening[entry]] + positions[entry]] = 0;
  for (let opening = 0; opening < openingCount; opening++) {
    let next = 0;
    for (let slot = start[opening]; slot < start[opening + 1]; slot++) if (rankAt[slot] === 0) rankAt[slot] = next++ + 1;
  }
  const ranks = new Int32Array(positions.length);
  for (let entry = 0; entry < positions.length; entry++) ranks[entry] = positions[entry] < 0 ? -1 : rankAt[start[listOpening[entry]] + positions[entry]] - 1;
  return ranks;
}

function countCommas(text: string): number {
  let commas = 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 44) commas++;
  return commas;
}

/** Parses `12,,7` into target[start…] (an empty item becomes `empty`); answers the index after the last one written. */
function parseNumbers(text: string, target: Int32Array, start: number, map: (value: number) => number, empty = 0): number {
  let at = start;
  let value = 0;
  let hasDigits = false;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 44;
    if (code === 44) {
      target[at++] = hasDigits ? map(value) : empty;
      value = 0;
      hasDigits = false;
    } else {
      value = value * 10 + (code - 48);
      hasDigits = true;
    }
  }
  return at;
}
