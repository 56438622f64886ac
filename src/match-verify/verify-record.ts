import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { studentOptimalMatching } from './deferred-acceptance';
import { readRecord, Violation } from './read-record';

export type Verdict = { valid: true } | { valid: false; violation: string };

/**
 * Re-checks a match record (docs/match-record.md) with nothing but the record: its shape and input, its digest,
 * then the result: every pair allowed (the student listed the opening and the opening ranked the student), no
 * quota exceeded, no blocking pair, and equal to a fresh student-optimal deferred acceptance run. Answers the
 * first violation found, in that order.
 */
export function verifyMatchRecord(value: unknown): Verdict {
  try {
    check(value);
    return { valid: true };
  } catch (error) {
    if (error instanceof Violation) return { valid: false, violation: error.message };
    throw error;
  }
}

/** SHA-256 (hex) of the canonical JSON of the record without its `digest` field. */
export function matchRecordDigest(record: Record<string, unknown>): string {
  const content = { ...record };
  delete content.digest;
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}

function check(value: unknown): void {
  const { record, digest, instance } = readRecord(value);
  const recomputed = matchRecordDigest(record);
  if (recomputed !== digest) throw new Violation(`digest mismatch: the record says ${digest}, its content hashes to ${recomputed}`);

  const { studentIds, openingIds, preferences, capacity, rankOf, matchOf } = instance;
  const name = (student: number, opening: number) => `${studentIds[student]} – ${openingIds[opening]}`;
  matchOf.forEach((opening, student) => {
    if (opening < 0) return;
    if (!preferences[student].includes(opening))
      throw new Violation(`pair ${name(student, opening)} is not allowed: the student did not list the opening`);
    if (!rankOf[opening].has(student))
      throw new Violation(`pair ${name(student, opening)} is not allowed: the opening did not rank the student`);
  });

  const heldCount = capacity.map(() => 0);
  const worstRankHeld = capacity.map(() => -1);
  matchOf.forEach((opening, student) => {
    if (opening < 0) return;
    heldCount[opening]++;
    worstRankHeld[opening] = Math.max(worstRankHeld[opening], rankOf[opening].get(student)!);
  });
  heldCount.forEach((count, opening) => {
    if (count > capacity[opening])
      throw new Violation(`opening ${openingIds[opening]} holds ${count} students, over its capacity ${capacity[opening]}`);
  });

  // A blocking pair: a student and an opening the student lists above its match (or at all, when unmatched) that
  // ranks the student and has a free place or holds someone it ranks lower.
  preferences.forEach((list, student) => {
    const matchedAt = matchOf[student] < 0 ? list.length : list.indexOf(matchOf[student]);
    for (const opening of list.slice(0, matchedAt)) {
      const rank = rankOf[opening].get(student);
      if (rank === undefined) continue;
      if (heldCount[opening] < capacity[opening])
        throw new Violation(`blocking pair ${name(student, opening)}: the student prefers the opening, which has a free place`);
      if (rank < worstRankHeld[opening])
        throw new Violation(
          `blocking pair ${name(student, opening)}: the student prefers the opening, which ranks them above someone it holds`,
        );
    }
  });

  const optimal = studentOptimalMatching(instance);
  optimal.forEach((opening, student) => {
    if (opening === matchOf[student]) return;
    const described = (at: number) => (at < 0 ? 'no opening' : openingIds[at]);
    throw new Violation(
      `not the student-optimal stable matching: ${studentIds[student]} has ${described(matchOf[student])}, deferred acceptance gives ${described(opening)}`,
    );
  });
}
