import type { RecordInstance } from './read-record';

/**
 * Student-proposing deferred acceptance (Gale–Shapley, with quotas), written for the verifier alone and plainly:
 * a queue of free students, each proposing down its list; an opening holds the students it ranks best up to its
 * capacity and lets the worst go when one more arrives. Its result is the student-optimal stable matching, which
 * is unique, so any correct run of the algorithm must give the same. Answers each student's opening, or -1.
 */
export function studentOptimalMatching({ preferences, capacity, rankOf }: RecordInstance): number[] {
  const matchOf = preferences.map(() => -1);
  const nextChoice = preferences.map(() => 0);
  const held: number[][] = capacity.map(() => []);
  const free = preferences.map((_, student) => student).reverse();
  while (free.length > 0) {
    const student = free.pop()!;
    while (nextChoice[student] < preferences[student].length) {
      const opening = preferences[student][nextChoice[student]++];
      const ranks = rankOf[opening];
      if (!ranks.has(student) || capacity[opening] === 0) continue;
      held[opening].push(student);
      if (held[opening].length <= capacity[opening]) {
        matchOf[student] = opening;
        break;
      }
      // One too many: the opening lets go of the student it ranks worst, who may be the one who just came.
      let worst = 0;
      for (let at = 1; at < held[opening].length; at++) if (ranks.get(held[opening][at])! > ranks.get(held[opening][worst])!) worst = at;
      const [rejected] = held[opening].splice(worst, 1);
      if (rejected === student) continue;
      matchOf[student] = opening;
      matchOf[rejected] = -1;
      free.push(rejected);
      break;
    }
  }
  return matchOf;
}
