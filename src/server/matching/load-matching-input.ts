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
 * 2. per opening with a current company ranking, one row: the selected application ids in id order, and
 *    each one's position in the ranking;
 * 3. per pool student, one row with its ACTIVE applications, best first, as two comma lists: openings and
 *    application ids.
 * Each application then finds its company position by a binary search in its opening's row. Joining the
 * ranking items in SQL instead (millions of applications against millions of items) was most of the load.
 */
export async function loadMatchingInput(db: Executor, sessionId: number, round: number): Promise<LoadedMatching> {
  const queries = matchingInputQueries(sessionId, round);
  const openingRows = await rowsOf<OpeningRow>(db, queries.openings);
  const rankingRows = await rowsOf<RankingRow>(db, queries.rankings);
  const studentRows = await rowsOf<StudentRow>(db, queries.students);
  return buildInstance(openingRows, studentRows, rankingRows);
}

type OpeningRow = { opening_id: number; remaining: number };
type RankingRow = { opening_id: number; application_ids: string; positions: string };
type StudentRow = { student_id: string; openings: string | null; application_ids: string | null };

/**
 * For the run's transaction only (set_config(…, true) = SET LOCAL): the loading query sorts and joins a few
 * million rows once, where the planner's JIT compilation costs seconds and the default work_mem spills to disk.
 */
export async function tuneForBulkMatching(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '256MB', true)`);
}

/** The three loading queries, separate so the benchmark can explain them. */
export function matchingInputQueries(sessionId: number, round: number) {
  return {
    openings: sql`select o.opening_id, greatest(o.quota - coalesce(taken.count, 0), 0)::int as remaining
      from openings o
      left join (select assigned_opening_id, count(*)::int as count from enrollments where assigned_opening_id is not null group by assigned_opening_id) taken
        on taken.assigned_opening_id = o.opening_id
      where o.session_id = ${sessionId} and o.status in ${TAKING_PART_OPENING_STATUSES}
      order by o.opening_id`,
    // Items come in their primary key's order (submission, application), so the ordered aggregates need no sort.
    rankings: sql`select ranking.opening_id,
        string_agg(i.application_id::text, ',' order by i.application_id) as application_ids,
        string_agg(i.position::text, ',' order by i.application_id) as positions
      from (${currentRankingsOf(sessionId, round)}) ranking
      join company_ranking_submission_items i on i.submission_id = ranking.submission_id and i.position is not null
      group by ranking.opening_id`,
    students: sql`select e.student_id collate "C" as student_id,
        string_agg(a.opening_id::text, ',' order by a.student_preference_rank) as openings,
        string_agg(a.application_id::text, ',' order by a.student_preference_rank) as application_ids
      from enrollments e
      left join applications a on a.session_id = e.session_id and a.student_id = e.student_id and a.round = ${round} and a.status = 'ACTIVE'
        and a.opening_id in (select opening_id from openings where session_id = ${sessionId} and status in ${TAKING_PART_OPENING_STATUSES})
      where e.session_id = ${sessionId} and e.status = 'RANKING_SUBMITTED'
      group by 1
      order by 1`,
  };
}

/** Dense ids and dense company ranks from the loaded rows; separate so the benchmark and tests can time it. */
export function buildInstance(openingRows: OpeningRow[], studentRows: StudentRow[], rankingRows: RankingRow[]): LoadedMatching {
  const openingCount = openingRows.length;
  const openingIds = Int32Array.from(openingRows.map((row) => Number(row.opening_id)));
  const capacity = Int32Array.from(openingRows.map((row) => Number(row.remaining)));
  const openingIndex = new Map<number, number>();
  openingIds.forEach((openingId, index) => openingIndex.set(openingId, index));
  const ranked = rankedApplications(rankingRows, openingIndex, openingCount);

  const studentIds = studentRows.map((row) => row.student_id);
  // The lists arrive as comma-joined digits; they are parsed in place into typed arrays (no split(), no
  // per-entry strings), which keeps a run of millions of entries within a few tens of megabytes.
  let entryCount = 0;
  for (const row of studentRows) if (row.openings) entryCount += countCommas(row.openings) + 1;
  const listStart = new Int32Array(studentRows.length + 1);
  const listOpening = new Int32Array(entryCount);
  const applicationIds = new Int32Array(entryCount);
  let entry = 0;
  studentRows.forEach((row, student) => {
    if (row.openings) {
      const first = entry;
      entry = parseNumbers(row.openings, listOpening, first, (openingId) => {
        const index = openingIndex.get(openingId);
        if (index === undefined) throw new Error(`Opening ${openingId} is not taking part`);
        return index;
      });
      parseNumbers(row.application_ids ?? '', applicationIds, first, (applicationId) => applicationId);
    }
    listStart[student + 1] = entry;
  });
  const positions = new Int32Array(entryCount);
  for (let index = 0; index < entryCount; index++) positions[index] = ranked.positionOf(listOpening[index], applicationIds[index]);
  const companyRank = denseRanks(listOpening, positions, openingCount);
  return {
    instance: { studentCount: studentRows.length, openingCount, listStart, listOpening, companyRank, capacity },
    studentIds,
    openingIds,
    applicationCount: listOpening.length,
  };
}

/**
 * The company rankings as one segment per opening index of (application id, position) pairs in id order,
 * and a lookup answering an application's position in its opening's ranking, or -1 when not selected:
 * a binary search within the segment, O(log k) for a ranking of k.
 */
function rankedApplications(rows: RankingRow[], openingIndex: Map<number, number>, openingCount: number) {
  const rowOf = new Array<RankingRow | undefined>(openingCount);
  for (const row of rows) {
    const index = openingIndex.get(Number(row.opening_id));
    if (index !== undefined) rowOf[index] = row;
  }
  const start = new Int32Array(openingCount + 1);
  for (let opening = 0; opening < openingCount; opening++) start[opening + 1] = start[opening] + (rowOf[opening] ? countCommas(rowOf[opening]!.application_ids) + 1 : 0);
  const applicationId = new Int32Array(start[openingCount]);
  const position = new Int32Array(start[openingCount]);
  for (let opening = 0; opening < openingCount; opening++) {
    const row = rowOf[opening];
    if (!row) continue;
    parseNumbers(row.application_ids, applicationId, start[opening], (id) => id);
    parseNumbers(row.positions, position, start[opening], (value) => value);
  }
  return {
    positionOf(opening: number, application: number): number {
      let low = start[opening];
      let high = start[opening + 1] - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        if (applicationId[middle] === application) return position[middle];
        if (applicationId[middle] < application) low = middle + 1;
        else high = middle - 1;
      }
      return -1;
    },
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
