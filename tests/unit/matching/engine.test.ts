import { describe, expect, it } from 'vitest';
import { runDeferredAcceptance, UNMATCHED, type MatchingInstance } from '@/server/matching/engine';
import { verifyMatching } from '@/server/matching/verify';

/** mulberry32: a tiny seeded generator, so a failing instance reproduces from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const shuffle = <T>(items: T[]) => {
    for (let index = items.length - 1; index > 0; index--) {
      const other = below(index + 1);
      [items[index], items[other]] = [items[other], items[index]];
    }
    return items;
  };
  return { next, below, shuffle };
}

type Lists = { lists: number[][]; companyOrder: number[][]; capacity: number[] };

/** A small random instance: lists of distinct openings; each company selects a random subset of its applicants in a random order. */
function randomLists(seed: number): Lists {
  const random = generator(seed);
  const studentCount = 1 + random.below(5);
  const openingCount = 1 + random.below(3);
  const lists = Array.from({ length: studentCount }, () =>
    random.shuffle([...Array(openingCount).keys()]).slice(0, random.below(openingCount + 1)),
  );
  const companyOrder = Array.from({ length: openingCount }, (_, opening) =>
    random.shuffle(lists.flatMap((list, student) => (list.includes(opening) ? [student] : []))).filter(() => random.next() < 0.75),
  );
  const capacity = Array.from({ length: openingCount }, () => random.below(3));
  return { lists, companyOrder, capacity };
}

function toInstance({ lists, companyOrder, capacity }: Lists): MatchingInstance {
  const listStart = new Int32Array(lists.length + 1);
  lists.forEach((list, student) => (listStart[student + 1] = listStart[student] + list.length));
  const flat = lists.flatMap((list, student) => list.map((opening) => ({ student, opening })));
  return {
    studentCount: lists.length,
    openingCount: capacity.length,
    listStart,
    listOpening: Int32Array.from(flat.map((pair) => pair.opening)),
    companyRank: Int32Array.from(flat.map((pair) => companyOrder[pair.opening].indexOf(pair.student))),
    capacity: Int32Array.from(capacity),
  };
}

/** Every feasible matching, then the stable ones by the definition, then the one every student likes best. */
function bruteForceStudentOptimal(instance: Lists): number[] {
  const { lists, companyOrder, capacity } = instance;
  const isAcceptable = (student: number, opening: number) => companyOrder[opening].includes(student);
  const stable: number[][] = [];
  const current: number[] = [];
  const used = capacity.map(() => 0);
  const isStable = (matching: number[]) =>
    lists.every((list, student) => {
      const mine = matching[student] === UNMATCHED ? list.length : list.indexOf(matching[student]);
      return list.slice(0, mine).every((opening) => {
        if (!isAcceptable(student, opening)) return true;
        const holders = matching.flatMap((held, other) => (held === opening ? [other] : []));
        if (holders.length < capacity[opening]) return false;
        const myRank = companyOrder[opening].indexOf(student);
        return holders.every((other) => companyOrder[opening].indexOf(other) < myRank);
      });
    });
  const walk = (student: number) => {
    if (student === lists.length) {
      if (isStable(current)) stable.push([...current]);
      return;
    }
    current[student] = UNMATCHED;
    walk(student + 1);
    for (const opening of lists[student]) {
      if (!isAcceptable(student, opening) || used[opening] >= capacity[opening]) continue;
      used[opening]++;
      current[student] = opening;
      walk(student + 1);
      used[opening]--;
    }
  };
  walk(0);
  const preference = (student: number, opening: number) =>
    opening === UNMATCHED ? lists[student].length : lists[student].indexOf(opening);
  const optimal = stable.filter((candidate) =>
    stable.every((other) => candidate.every((opening, student) => preference(student, opening) <= preference(student, other[student]))),
  );
  if (optimal.length !== 1) throw new Error(`expected one student-optimal stable matching, found ${optimal.length}`);
  return optimal[0];
}

const INSTANCE_COUNT = 10_000;

describe('the matching engine on random small instances', () => {
  it('equals the brute-force student-optimal stable matching, and the verifier agrees it is stable', () => {
    for (let seed = 1; seed <= INSTANCE_COUNT; seed++) {
      const lists = randomLists(seed);
      const instance = toInstance(lists);
      const { assignment } = runDeferredAcceptance(instance);
      expect(Array.from(assignment), `seed ${seed}`).toEqual(bruteForceStudentOptimal(lists));
      const verdict = verifyMatching(instance, assignment);
      expect(verdict, `seed ${seed}`).toEqual({ isFeasible: true, isStable: true, problems: [] });
    }
  });

  it('never exceeds a quota and never pairs an applicant the company excluded', () => {
    for (let seed = 1; seed <= INSTANCE_COUNT; seed++) {
      const lists = randomLists(seed);
      const { assignment } = runDeferredAcceptance(toInstance(lists));
      const held = lists.capacity.map(() => 0);
      assignment.forEach((opening, student) => {
        if (opening === UNMATCHED) return;
        held[opening]++;
        expect(lists.lists[student], `seed ${seed}`).toContain(opening);
        expect(lists.companyOrder[opening], `seed ${seed}`).toContain(student);
      });
      held.forEach((count, opening) => expect(count, `seed ${seed}`).toBeLessThanOrEqual(lists.capacity[opening]));
    }
  });

  it('does not change when students and openings are given in another order', () => {
    for (let seed = 1; seed <= INSTANCE_COUNT; seed++) {
      const lists = randomLists(seed);
      const random = generator(seed * 7919);
      const studentOrder = random.shuffle([...lists.lists.keys()]);
      const openingOrder = random.shuffle([...lists.capacity.keys()]);
      const newOpening = (opening: number) => openingOrder.indexOf(opening);
      const newStudent = (student: number) => studentOrder.indexOf(student);
      const shuffled: Lists = {
        lists: studentOrder.map((student) => lists.lists[student].map(newOpening)),
        companyOrder: openingOrder.map((opening) => lists.companyOrder[opening].map(newStudent)),
        capacity: openingOrder.map((opening) => lists.capacity[opening]),
      };
      const original = runDeferredAcceptance(toInstance(lists)).assignment;
      const reordered = runDeferredAcceptance(toInstance(shuffled)).assignment;
      lists.lists.forEach((_, student) => {
        const opening = reordered[newStudent(student)];
        expect(opening === UNMATCHED ? UNMATCHED : openingOrder[opening], `seed ${seed}`).toBe(original[student]);
      });
    }
  });
});

describe('the verifier', () => {
  it('agrees with the definition of stability on random feasible matchings', () => {
    let unstableSeen = 0;
    for (let seed = 1; seed <= 3_000; seed++) {
      const lists = randomLists(seed);
      const instance = toInstance(lists);
      const random = generator(seed * 31);
      const used = lists.capacity.map(() => 0);
      const assignment = Int32Array.from(
        lists.lists.map((list, student) => {
          const choices = list.filter(
            (opening) => lists.companyOrder[opening].includes(student) && used[opening] < lists.capacity[opening],
          );
          if (choices.length === 0 || random.next() < 0.3) return UNMATCHED;
          const opening = choices[random.below(choices.length)];
          used[opening]++;
          return opening;
        }),
      );
      const verdict = verifyMatching(instance, assignment);
      expect(verdict.isFeasible).toBe(true);
      const optimal = bruteForceStudentOptimal(lists);
      // A feasible matching that equals the optimum is stable; one that differs may or may not be.
      if (Array.from(assignment).join() === optimal.join()) expect(verdict.isStable).toBe(true);
      if (!verdict.isStable) unstableSeen++;
    }
    expect(unstableSeen).toBeGreaterThan(100);
  });

  it('finds an over-quota opening, an excluded pair and a blocking pair', () => {
    const instance = toInstance({ lists: [[0], [0], [1, 0]], companyOrder: [[0, 1, 2], []], capacity: [1, 1] });
    expect(verifyMatching(instance, Int32Array.from([0, 0, UNMATCHED])).isFeasible).toBe(false);
    expect(verifyMatching(instance, Int32Array.from([UNMATCHED, UNMATCHED, 1])).isFeasible).toBe(false);
    const blocking = verifyMatching(instance, Int32Array.from([UNMATCHED, 0, UNMATCHED]));
    expect(blocking).toMatchObject({ isFeasible: true, isStable: false });
    expect(blocking.problems[0]).toBe('student 0 and opening 0 block the matching');
    expect(verifyMatching(instance, Int32Array.from([0, UNMATCHED, UNMATCHED]))).toEqual({
      isFeasible: true,
      isStable: true,
      problems: [],
    });
  });

  it('refuses ranks that are not dense or repeat within an opening', () => {
    const base = toInstance({ lists: [[0], [0]], companyOrder: [[0, 1]], capacity: [1] });
    expect(() => runDeferredAcceptance({ ...base, companyRank: Int32Array.from([0, 0]) })).toThrow('ranks two students');
    expect(() => runDeferredAcceptance({ ...base, companyRank: Int32Array.from([0, 5]) })).toThrow('out of range');
  });
});
