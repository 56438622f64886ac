/**
 * Reads a match record (docs/match-record.md, version 1) into indexes, checking its shape and that its input
 * is one instance: every id known and unique, no list naming anything twice, and each opening's ranking and
 * excluded applicants being exactly the students who list it. A problem is thrown as a Violation, one line.
 */

export const FORMAT = 'internship-match-record';
export const VERSION = 1;

export class Violation extends Error {}

/** The record's instance on indexes: students 0..n-1 and openings 0..m-1 in the record's order. */
export type RecordInstance = {
  studentIds: string[];
  openingIds: string[];
  /** Each student's list, best first, as opening indexes. */
  preferences: number[][];
  capacity: number[];
  /** Per opening: the rank (0 = best) of each student it ranked; a student it does not rank is not acceptable to it. */
  rankOf: Map<number, number>[];
  /** The result: each student's opening, or -1. */
  matchOf: number[];
};

export type ReadRecord = { record: Record<string, unknown>; digest: string; instance: RecordInstance };

const TOP_LEVEL_KEYS = ['digest', 'format', 'input', 'result', 'run', 'version'];
const STUDENT_ID = /^s[0-9]{4,}$/;
const OPENING_ID = /^o[0-9]{4,}$/;

export function readRecord(value: unknown): ReadRecord {
  const record = object(value, 'the record', TOP_LEVEL_KEYS);
  if (record.format !== FORMAT) throw new Violation(`format is ${JSON.stringify(record.format)}, expected "${FORMAT}"`);
  if (record.version !== VERSION)
    throw new Violation(`version is ${JSON.stringify(record.version)}, this verifier reads version ${VERSION}`);
  if (typeof record.digest !== 'string' || !/^[0-9a-f]{64}$/.test(record.digest))
    throw new Violation('digest must be 64 lower-case hexadecimal digits (SHA-256)');
  readRun(record.run);
  const input = object(record.input, 'input', ['openings', 'students']);
  const studentRows = array(input.students, 'input.students').map((row, at) => object(row, `input.students[${at}]`, ['id', 'preferences']));
  const openingRows = array(input.openings, 'input.openings').map((row, at) =>
    object(row, `input.openings[${at}]`, ['capacity', 'excluded', 'id', 'ranking']),
  );
  const studentIds = uniqueIds(studentRows, 'input.students', STUDENT_ID);
  const openingIds = uniqueIds(openingRows, 'input.openings', OPENING_ID);
  const studentIndex = new Map(studentIds.map((id, index) => [id, index]));
  const openingIndex = new Map(openingIds.map((id, index) => [id, index]));

  const preferences = studentRows.map((row, at) =>
    indexList(row.preferences, `student ${studentIds[at]}'s preferences`, openingIndex, 'opening'),
  );
  const capacity = openingRows.map((row) => {
    if (!Number.isSafeInteger(row.capacity) || (row.capacity as number) < 0)
      throw new Violation(`opening ${row.id as string} has capacity ${JSON.stringify(row.capacity)}, expected a whole number ≥ 0`);
    return row.capacity as number;
  });
  const rankOf = openingRows.map((row, opening) => {
    const ranking = indexList(row.ranking, `opening ${openingIds[opening]}'s ranking`, studentIndex, 'student');
    const excluded = indexList(row.excluded, `opening ${openingIds[opening]}'s excluded`, studentIndex, 'student');
    const ranks = new Map(ranking.map((student, rank) => [student, rank]));
    for (const student of excluded)
      if (ranks.has(student)) throw new Violation(`opening ${openingIds[opening]} both ranks and excludes ${studentIds[student]}`);
    return { ranks, excluded: new Set(excluded) };
  });
  // Each opening answers exactly the students who list it: it ranks them or excludes them, nobody else.
  const listers = openingIds.map(() => new Set<number>());
  preferences.forEach((list, student) => {
    for (const opening of list) {
      listers[opening].add(student);
      if (!rankOf[opening].ranks.has(student) && !rankOf[opening].excluded.has(student))
        throw new Violation(`student ${studentIds[student]} lists opening ${openingIds[opening]}, which neither ranks nor excludes them`);
    }
  });
  rankOf.forEach(({ ranks, excluded }, opening) => {
    for (const student of [...ranks.keys(), ...excluded])
      if (!listers[opening].has(student))
        throw new Violation(`opening ${openingIds[opening]} ranks or excludes ${studentIds[student]}, who does not list it`);
  });

  const matchOf = readResult(record.result, studentIndex, openingIndex, studentIds);
  return {
    record,
    digest: record.digest,
    instance: { studentIds, openingIds, preferences, capacity, rankOf: rankOf.map(({ ranks }) => ranks), matchOf },
  };
}

function readRun(value: unknown): void {
  const run = object(value, 'run', ['round', 'runAt', 'runId', 'sessionId', 'sessionTitle']);
  for (const key of ['round', 'runId', 'sessionId'])
    if (!Number.isSafeInteger(run[key]) || (run[key] as number) < 1) throw new Violation(`run.${key} must be a whole number ≥ 1`);
  if (typeof run.runAt !== 'string' || Number.isNaN(Date.parse(run.runAt))) throw new Violation('run.runAt must be a date and time');
  if (typeof run.sessionTitle !== 'string') throw new Violation('run.sessionTitle must be text');
}

/** The result as each student's opening (or -1): every student exactly once, matched or unmatched. */
function readResult(value: unknown, studentIndex: Map<string, number>, openingIndex: Map<string, number>, studentIds: string[]): number[] {
  const result = object(value, 'result', ['matches', 'unmatched']);
  const matchOf = studentIds.map(() => -2);
  array(result.matches, 'result.matches').forEach((pair, at) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw new Violation(`result.matches[${at}] must be a pair [student, opening]`);
    const student = known(pair[0], studentIndex, `result.matches[${at}]`, 'student');
    const opening = known(pair[1], openingIndex, `result.matches[${at}]`, 'opening');
    if (matchOf[student] !== -2) throw new Violation(`student ${studentIds[student]} is matched twice`);
    matchOf[student] = opening;
  });
  array(result.unmatched, 'result.unmatched').forEach((id, at) => {
    const student = known(id, studentIndex, `result.unmatched[${at}]`, 'student');
    if (matchOf[student] === -1) throw new Violation(`student ${studentIds[student]} is listed as unmatched twice`);
    if (matchOf[student] >= 0) throw new Violation(`student ${studentIds[student]} is both matched and unmatched`);
    matchOf[student] = -1;
  });
  const missing = matchOf.indexOf(-2);
  if (missing >= 0) throw new Violation(`student ${studentIds[missing]} is neither matched nor unmatched in the result`);
  return matchOf;
}

function object(value: unknown, what: string, keys: string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Violation(`${what} must be an object`);
  const record = value as Record<string, unknown>;
  for (const key of keys) if (!(key in record)) throw new Violation(`${what} has no field "${key}"`);
  for (const key of Object.keys(record)) if (!keys.includes(key)) throw new Violation(`${what} has an unknown field "${key}"`);
  return record;
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Violation(`${what} must be an array`);
  return value;
}

function uniqueIds(rows: Record<string, unknown>[], what: string, pattern: RegExp): string[] {
  const seen = new Set<string>();
  return rows.map((row, at) => {
    if (typeof row.id !== 'string' || !pattern.test(row.id))
      throw new Violation(`${what}[${at}].id is not an id of the form ${pattern.source}`);
    if (seen.has(row.id)) throw new Violation(`${what} has ${row.id} twice`);
    seen.add(row.id);
    return row.id;
  });
}

function indexList(value: unknown, what: string, index: Map<string, number>, kind: string): number[] {
  const seen = new Set<number>();
  return array(value, what).map((id) => {
    const at = known(id, index, what, kind);
    if (seen.has(at)) throw new Violation(`${what} names ${id as string} twice`);
    seen.add(at);
    return at;
  });
}

function known(id: unknown, index: Map<string, number>, where: string, kind: string): number {
  const found = typeof id === 'string' ? index.get(id) : undefined;
  if (found === undefined) throw new Violation(`${where} names ${JSON.stringify(id)}, which is no ${kind} of the input`);
  return found;
}
