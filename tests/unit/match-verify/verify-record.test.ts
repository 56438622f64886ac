import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@/match-verify/canonical-json';
import { matchRecordDigest, verifyMatchRecord } from '@/match-verify/verify-record';
import { runDeferredAcceptance, type MatchingInstance } from '@/server/matching/engine';
import { buildMatchRecord } from '@/server/matching/match-record';
import { validateJsonSchema } from '../../support/json-schema';

const run = { sessionId: 7, sessionTitle: 'ฝึกงานภาคฤดูร้อน "ทดสอบ" 2570', round: 1, runId: 42, runAt: '2027-01-17T03:00:00.000Z' };
const schema = JSON.parse(readFileSync(path.resolve('docs/match-record.schema.json'), 'utf8')) as Record<string, unknown>;

type HandRecord = {
  students: Record<string, string[]>;
  openings: Record<string, { capacity: number; ranking: string[]; excluded: string[] }>;
  matches: [string, string][];
  unmatched: string[];
};

/** A record written by hand, sealed with its digest (so each test meets the violation it is about, not the digest). */
function sealed(hand: HandRecord): Record<string, unknown> {
  const record: Record<string, unknown> = {
    format: 'internship-match-record',
    version: 1,
    run,
    input: {
      students: Object.entries(hand.students).map(([id, preferences]) => ({ id, preferences })),
      openings: Object.entries(hand.openings).map(([id, opening]) => ({ id, ...opening })),
    },
    result: { matches: hand.matches, unmatched: hand.unmatched },
  };
  return { ...record, digest: matchRecordDigest(record) };
}

/**
 * The integration tests' round: s1: A, B; s2: A, B; s3: B, C; s4: C, A. A (1 place) ranks s2, s1 and excludes
 * s4; B (2 places) ranks s1, s3 and excludes s2; C (1 place) has no ranking, so excludes its applicants.
 * Student-optimal: s1→B, s2→A, s3→B, s4 unmatched.
 */
function roundOfFour(): HandRecord {
  return {
    students: { s0001: ['o0001', 'o0002'], s0002: ['o0001', 'o0002'], s0003: ['o0002', 'o0003'], s0004: ['o0003', 'o0001'] },
    openings: {
      o0001: { capacity: 1, ranking: ['s0002', 's0001'], excluded: ['s0004'] },
      o0002: { capacity: 2, ranking: ['s0001', 's0003'], excluded: ['s0002'] },
      o0003: { capacity: 1, ranking: [], excluded: ['s0003', 's0004'] },
    },
    matches: [
      ['s0001', 'o0002'],
      ['s0002', 'o0001'],
      ['s0003', 'o0002'],
    ],
    unmatched: ['s0004'],
  };
}

function violationOf(record: unknown): string | null {
  const verdict = verifyMatchRecord(record);
  return verdict.valid ? null : verdict.violation;
}

describe('the match record verifier on hand-made records', () => {
  it('finds a correct record valid, and it validates against the published schema', () => {
    const record = sealed(roundOfFour());
    expect(verifyMatchRecord(record)).toEqual({ valid: true });
    expect(validateJsonSchema(schema, record)).toBeNull();
  });

  it('detects a tampered digest, and a tampered input under the old digest', () => {
    const record = sealed(roundOfFour());
    expect(violationOf({ ...record, digest: '0'.repeat(64) })).toMatch(
      /^digest mismatch: the record says 0{64}, its content hashes to [0-9a-f]{64}$/,
    );
    const changed = structuredClone(record) as any;
    changed.input.openings[1].capacity = 3;
    expect(violationOf(changed)).toMatch(/^digest mismatch/);
  });

  it('detects a pair that is not allowed: excluded by the opening, or not listed by the student', () => {
    const excluded = roundOfFour();
    excluded.matches = [
      ['s0001', 'o0002'],
      ['s0002', 'o0001'],
      ['s0003', 'o0002'],
      ['s0004', 'o0003'],
    ];
    excluded.unmatched = [];
    expect(violationOf(sealed(excluded))).toBe('pair s0004 – o0003 is not allowed: the opening did not rank the student');

    const unlisted = roundOfFour();
    unlisted.matches = [
      ['s0001', 'o0002'],
      ['s0002', 'o0001'],
      ['s0003', 'o0002'],
      ['s0004', 'o0002'],
    ];
    unlisted.unmatched = [];
    expect(violationOf(sealed(unlisted))).toBe('pair s0004 – o0002 is not allowed: the student did not list the opening');
  });

  it('detects a quota exceeded', () => {
    const over = roundOfFour();
    over.matches = [
      ['s0001', 'o0001'],
      ['s0002', 'o0001'],
      ['s0003', 'o0002'],
    ];
    expect(violationOf(sealed(over))).toBe('opening o0001 holds 2 students, over its capacity 1');
  });

  it('detects a student matched twice, or missing from the result', () => {
    const twice = roundOfFour();
    twice.matches.push(['s0001', 'o0001']);
    expect(violationOf(sealed(twice))).toBe('student s0001 is matched twice');
    const missing = roundOfFour();
    missing.unmatched = [];
    expect(violationOf(sealed(missing))).toBe('student s0004 is neither matched nor unmatched in the result');
  });

  it('detects a blocking pair: a free place, or a lower-ranked student held', () => {
    const freePlace = roundOfFour();
    freePlace.matches = [
      ['s0002', 'o0001'],
      ['s0003', 'o0002'],
    ];
    freePlace.unmatched = ['s0001', 's0004'];
    expect(violationOf(sealed(freePlace))).toBe('blocking pair s0001 – o0002: the student prefers the opening, which has a free place');

    const lowerHeld = roundOfFour();
    lowerHeld.matches = [
      ['s0001', 'o0001'],
      ['s0003', 'o0002'],
    ];
    lowerHeld.unmatched = ['s0002', 's0004'];
    expect(violationOf(sealed(lowerHeld))).toBe(
      'blocking pair s0002 – o0001: the student prefers the opening, which ranks them above someone it holds',
    );
  });

  it('detects a stable result that is not the student-optimal one', () => {
    // Two students and two openings wanting each other crosswise: both matchings are stable, the students prefer the first.
    const crosswise: HandRecord = {
      students: { s0001: ['o0001', 'o0002'], s0002: ['o0002', 'o0001'] },
      openings: {
        o0001: { capacity: 1, ranking: ['s0002', 's0001'], excluded: [] },
        o0002: { capacity: 1, ranking: ['s0001', 's0002'], excluded: [] },
      },
      matches: [
        ['s0001', 'o0001'],
        ['s0002', 'o0002'],
      ],
      unmatched: [],
    };
    expect(verifyMatchRecord(sealed(crosswise))).toEqual({ valid: true });
    crosswise.matches = [
      ['s0001', 'o0002'],
      ['s0002', 'o0001'],
    ];
    expect(violationOf(sealed(crosswise))).toBe(
      'not the student-optimal stable matching: s0001 has o0002, deferred acceptance gives o0001',
    );
  });

  it('refuses an input that is not one instance, or a record of another shape', () => {
    const strangeRanking = roundOfFour();
    strangeRanking.openings.o0003.ranking = ['s0001'];
    expect(violationOf(sealed(strangeRanking))).toBe('opening o0003 ranks or excludes s0001, who does not list it');
    const unanswered = roundOfFour();
    unanswered.openings.o0001.excluded = [];
    expect(violationOf(sealed(unanswered))).toBe('student s0004 lists opening o0001, which neither ranks nor excludes them');
    const unknown = roundOfFour();
    unknown.students.s0001 = ['o0009'];
    expect(violationOf(sealed(unknown))).toBe(`student s0001's preferences names "o0009", which is no opening of the input`);

    const record = sealed(roundOfFour());
    expect(violationOf({ ...record, version: 2 })).toBe('version is 2, this verifier reads version 1');
    expect(violationOf({ ...record, extra: true })).toBe('the record has an unknown field "extra"');
    expect(validateJsonSchema(schema, { ...record, extra: true })).toBe('$: must not have extra');
    expect(validateJsonSchema(schema, { ...record, result: { matches: [['s0001']], unmatched: [] } })).toBe(
      '$.result.matches[0]: must have at least 2 items',
    );
  });
});

/** A random instance as the engine takes it: lists of distinct openings; each opening ranks a random subset of its applicants. */
const instances = fc
  .record({ studentCount: fc.integer({ min: 0, max: 9 }), openingCount: fc.integer({ min: 0, max: 5 }) })
  .chain(({ studentCount, openingCount }) =>
    fc.record({
      lists: fc.array(fc.shuffledSubarray([...Array(openingCount).keys()]), { minLength: studentCount, maxLength: studentCount }),
      capacity: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: openingCount, maxLength: openingCount }),
      selection: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), {
        minLength: studentCount * openingCount,
        maxLength: studentCount * openingCount,
      }),
    }),
  )
  .map(({ lists, capacity, selection }): MatchingInstance => {
    const openingCount = capacity.length;
    // Each opening ranks the applicants it selects by a random key: dense ranks 0..k-1, as the loader makes them.
    const rankOf = new Map<string, number>();
    for (let opening = 0; opening < openingCount; opening++) {
      const selected = lists
        .flatMap((list, student) => (list.includes(opening) ? [student] : []))
        .filter((student) => selection[student * openingCount + opening][1])
        .sort((left, right) => selection[left * openingCount + opening][0] - selection[right * openingCount + opening][0]);
      selected.forEach((student, rank) => rankOf.set(`${student}:${opening}`, rank));
    }
    const listStart = new Int32Array(lists.length + 1);
    lists.forEach((list, student) => (listStart[student + 1] = listStart[student] + list.length));
    const entries = lists.flatMap((list, student) => list.map((opening) => ({ student, opening })));
    return {
      studentCount: lists.length,
      openingCount,
      listStart,
      listOpening: Int32Array.from(entries, ({ opening }) => opening),
      companyRank: Int32Array.from(entries, ({ student, opening }) => rankOf.get(`${student}:${opening}`) ?? -1),
      capacity: Int32Array.from(capacity),
    };
  });

describe('records the portal builds from the real engine', () => {
  it('always verify, are canonical JSON with the digest anyone recomputes, and validate against the schema', () => {
    fc.assert(
      fc.property(instances, (instance) => {
        const { assignment } = runDeferredAcceptance(instance);
        const { bytes, digest } = buildMatchRecord({ instance, assignment, run });
        const text = bytes.toString('utf8');
        const record = JSON.parse(text) as Record<string, unknown>;
        expect(canonicalJson(record)).toBe(text);
        expect(matchRecordDigest(record)).toBe(digest);
        expect(record.digest).toBe(digest);
        expect(validateJsonSchema(schema, record)).toBeNull();
        expect(verifyMatchRecord(record)).toEqual({ valid: true });
      }),
      { numRuns: 500 },
    );
  });

  it('refuse any other result for the same input', () => {
    fc.assert(
      fc.property(instances, fc.nat(), fc.nat(), (instance, pick, choice) => {
        fc.pre(instance.studentCount > 0);
        const { assignment } = runDeferredAcceptance(instance);
        const record = JSON.parse(buildMatchRecord({ instance, assignment, run }).bytes.toString('utf8'));
        // Move one student elsewhere (another opening of the input, or out), reseal, and expect a violation.
        const students: string[] = record.input.students.map((student: { id: string }) => student.id);
        const openings: string[] = record.input.openings.map((opening: { id: string }) => opening.id);
        const student = students[pick % students.length];
        const matched = new Map<string, string>(record.result.matches);
        const options = [null, ...openings].filter((opening) => opening !== (matched.get(student) ?? null));
        fc.pre(options.length > 0);
        const moved = options[choice % options.length];
        if (moved === null) matched.delete(student);
        else matched.set(student, moved);
        const changed = {
          ...record,
          result: {
            matches: [...matched].sort(([left], [right]) => (left < right ? -1 : 1)),
            unmatched: students.filter((id) => !matched.has(id)),
          },
        };
        changed.digest = matchRecordDigest(changed);
        expect(verifyMatchRecord(changed).valid).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('name nobody: opaque ids in a random order, none of the database ids', () => {
    const instance: MatchingInstance = {
      studentCount: 40,
      openingCount: 12,
      listStart: Int32Array.from({ length: 41 }, (_, student) => student),
      listOpening: Int32Array.from({ length: 40 }, (_, student) => student % 12),
      companyRank: Int32Array.from({ length: 40 }, (_, student) => Math.floor(student / 12)),
      capacity: new Int32Array(12).fill(2),
    };
    const { assignment } = runDeferredAcceptance(instance);
    const first = JSON.parse(buildMatchRecord({ instance, assignment, run }).bytes.toString('utf8'));
    const second = JSON.parse(buildMatchRecord({ instance, assignment, run }).bytes.toString('utf8'));
    expect(first.input.students.map((student: { id: string }) => student.id)).toEqual(
      Array.from({ length: 40 }, (_, index) => `s${String(index + 1).padStart(4, '0')}`),
    );
    // The same instance numbered twice: the numbering differs (40! orders), the record's content does not.
    expect(first.digest).not.toBe(second.digest);
    expect(first.input.students.map((student: { preferences: string[] }) => student.preferences.length).sort()).toEqual(
      second.input.students.map((student: { preferences: string[] }) => student.preferences.length).sort(),
    );
    expect(verifyMatchRecord(first)).toEqual({ valid: true });
  });
});

describe('the verifier module', () => {
  it('imports nothing of the portal: only Node built-ins and its own files', () => {
    const folder = path.resolve('src/match-verify');
    for (const file of readdirSync(folder)) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).toMatch(/^(node:|\.\/)/);
    }
  });

  it('runs as `npm run match:verify -- FILE`: valid exits 0, a violation prints one line and exits 1', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'match-record-'));
    try {
      const record = sealed(roundOfFour());
      await writeFile(path.join(folder, 'valid.json'), JSON.stringify(record, null, 2));
      await writeFile(path.join(folder, 'tampered.json'), JSON.stringify({ ...record, digest: 'f'.repeat(64) }));
      const cli = (file: string) =>
        promisify(execFile)('npm', ['run', '--silent', 'match:verify', '--', path.join(folder, file)]).then(
          (result) => ({ code: 0, stdout: result.stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );
      const [valid, tampered] = await Promise.all([cli('valid.json'), cli('tampered.json')]);
      expect(valid).toEqual({ code: 0, stdout: 'valid\n' });
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toMatch(/^invalid: digest mismatch: the record says f{64}, its content hashes to [0-9a-f]{64}\n$/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
