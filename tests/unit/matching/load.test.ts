import { describe, expect, it } from 'vitest';
import { runDeferredAcceptance } from '@/server/matching/engine';
import { decodeText, denseRanks, MatchingInputReader } from '@/server/matching/matching-input-reader';

const encoder = new TextEncoder();

/** COPY text rows `kind, key, n1, n2, n3` (null as \N), one per line, as the loading statement sends them. */
function copyText(rows: (string | number | null)[][]): string {
  return rows
    .map((row) => [...row, ...Array(5 - row.length).fill(null)].map((value) => (value === null ? '\\N' : String(value))).join('\t') + '\n')
    .join('');
}

function read(text: string, chunkSize = text.length) {
  const bytes = encoder.encode(text);
  const reader = new MatchingInputReader();
  for (let at = 0; at < bytes.length; at += chunkSize) reader.push(bytes.subarray(at, at + chunkSize));
  return reader.finish();
}

// Rows in the order a server might send them: not grouped by kind, not by student, ranks out of order.
// Applications: student, opening, the student's rank, the company's position (null: not selected).
const ROUND = copyText([
  ['a', '6700000001', 40, 2, 3],
  ['o', null, 41, 0],
  ['a', '6700000003', 40, 1, 2],
  ['s', '6700000002'],
  ['a', '6700000001', 41, 1, 1],
  ['o', null, 40, 1],
  ['s', '6700000001'],
  ['s', '6700000003'],
  // Opening 99 does not take part; 6799999999 is not in the pool (matched by hand); 6700000002 was not selected.
  ['a', '6700000003', 99, 2, 1],
  ['a', '6799999999', 40, 1, 1],
  ['a', '6700000002', 41, 1, null],
]);

describe('reading the round from its COPY stream', () => {
  it('maps ids to dense indexes in id order, orders each list by the student, and the engine runs on it', () => {
    const loaded = read(ROUND);
    expect(loaded.studentIds).toEqual(['6700000001', '6700000002', '6700000003']);
    expect(Array.from(loaded.openingIds)).toEqual([40, 41]);
    expect(Array.from(loaded.instance.capacity)).toEqual([1, 0]);
    expect(Array.from(loaded.instance.listStart)).toEqual([0, 2, 3, 4]);
    expect(Array.from(loaded.instance.listOpening)).toEqual([1, 0, 1, 0]);
    // Opening 40 ranked 6700000003 (position 2) above 6700000001 (position 3); 41 did not select 6700000002.
    expect(Array.from(loaded.instance.companyRank)).toEqual([0, 1, -1, 0]);
    expect(Array.from(runDeferredAcceptance(loaded.instance).assignment)).toEqual([-1, -1, 0]);
    expect(loaded.applicationCount).toBe(4);
  });

  it('reads the same whatever the chunk boundaries, down to one byte at a time', () => {
    const whole = read(ROUND);
    for (const chunkSize of [1, 2, 3, 7, 16, 33]) {
      const chunked = read(ROUND, chunkSize);
      expect(chunked.studentIds).toEqual(whole.studentIds);
      expect(Array.from(chunked.instance.listOpening)).toEqual(Array.from(whole.instance.listOpening));
      expect(Array.from(chunked.instance.companyRank)).toEqual(Array.from(whole.instance.companyRank));
    }
  });

  it('keeps keys the server escaped, and Thai ones, apart and intact', () => {
    const loaded = read(
      copyText([
        ['o', null, 1, 5],
        ['s', 'a\\tb'],
        ['s', 'a\\\\tb'],
        ['s', 'นิสิต'],
        ['a', 'a\\tb', 1, 1, 1],
        ['a', 'นิสิต', 1, 1, 2],
        ['a', 'a\\\\tb', 1, 1, 3],
      ]),
      5,
    );
    expect(loaded.studentIds).toEqual(['a\\tb', 'a\tb', 'นิสิต'].sort((left, right) => (left < right ? -1 : 1)));
    expect(Array.from(loaded.instance.listStart)).toEqual([0, 1, 2, 3]);
  });

  it('handles thousands of students and a growing key table without mixing them up', () => {
    const rows: (string | number | null)[][] = [['o', null, 7, 3]];
    const positionOf: Record<number, number> = { 4999: 1, 17: 2, 4000: 3 };
    for (let student = 0; student < 5000; student++)
      rows.push(['s', `S${student}`], ['a', `S${student}`, 7, 1, positionOf[student] ?? null]);
    const loaded = read(copyText(rows), 4096);
    expect(loaded.instance.studentCount).toBe(5000);
    const assignment = runDeferredAcceptance(loaded.instance).assignment;
    const matched = loaded.studentIds.filter((_, student) => assignment[student] === 0).sort();
    expect(matched).toEqual(['S17', 'S4000', 'S4999']);
  });

  it('refuses a stream that ends inside a row, or a row it cannot read', () => {
    const reader = new MatchingInputReader();
    reader.push(encoder.encode('o\t\\N\t1\t1\t\\N\no\t\\N\t2'));
    expect(() => reader.finish()).toThrow(/middle of a row/);
    const unknown = new MatchingInputReader();
    expect(() => unknown.push(encoder.encode('x\t\\N\t1\t1\t\\N\n'))).toThrow(/Unknown matching input row kind x/);
  });
});

describe('the pieces', () => {
  it('makes company positions with gaps dense per opening, keeping their order', () => {
    const listOpening = Int32Array.from([0, 1, 0, 1, 0]);
    const positions = Int32Array.from([7, 2, 3, -1, 10]);
    expect(Array.from(denseRanks(listOpening, positions, 2))).toEqual([1, 0, 0, -1, 2]);
  });

  it('decodes COPY escapes', () => {
    expect(decodeText(encoder.encode('x\\\\y\\tz\\n'), 0, 9)).toBe('x\\y\tz\n');
  });
});
