import { UNMATCHED, type MatchingInstance } from './engine';

export type MatchingVerdict = {
  /** Every pair is an acceptable one (the student listed the opening, the company selected the student) and no quota is exceeded. */
  isFeasible: boolean;
  /** Feasible and no student and opening would both rather have each other (no blocking pair). */
  isStable: boolean;
  /** The first few problems found, for the log and the admin screen; empty when stable. */
  problems: string[];
};

const MAX_PROBLEMS = 10;

/**
 * Checks a matching independently of how it was computed, in O(students + openings + entries): one pass
 * finds each student's matched entry, counts each opening's students and its worst held rank; a second
 * pass looks at every entry the student prefers to its match for a blocking pair. Runs after every match.
 */
export function verifyMatching(instance: MatchingInstance, assignment: Int32Array): MatchingVerdict {
  const { studentCount, openingCount, listStart, listOpening, companyRank, capacity } = instance;
  const problems: string[] = [];
  const report = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  let isFeasible = assignment.length === studentCount;
  if (!isFeasible) report(`assignment has ${assignment.length} students, expected ${studentCount}`);

  const heldCount = new Int32Array(openingCount);
  const worstHeld = new Int32Array(openingCount).fill(UNMATCHED);
  const matchedEntry = new Int32Array(studentCount).fill(UNMATCHED);
  for (let student = 0; isFeasible && student < studentCount; student++) {
    const opening = assignment[student];
    if (opening === UNMATCHED) continue;
    let found = UNMATCHED;
    for (let entry = listStart[student]; entry < listStart[student + 1]; entry++) {
      if (listOpening[entry] === opening) {
        found = entry;
        break;
      }
    }
    if (found === UNMATCHED || companyRank[found] < 0) {
      isFeasible = false;
      report(`student ${student} is matched to opening ${opening}, which is not an acceptable pair`);
      continue;
    }
    matchedEntry[student] = found;
    heldCount[opening]++;
    if (companyRank[found] > worstHeld[opening]) worstHeld[opening] = companyRank[found];
  }
  for (let opening = 0; opening < openingCount; opening++) {
    if (heldCount[opening] > capacity[opening]) {
      isFeasible = false;
      report(`opening ${opening} holds ${heldCount[opening]} students over its quota ${capacity[opening]}`);
    }
  }
  if (!isFeasible) return { isFeasible, isStable: false, problems };

  let isStable = true;
  for (let student = 0; student < studentCount; student++) {
    const end = matchedEntry[student] === UNMATCHED ? listStart[student + 1] : matchedEntry[student];
    for (let entry = listStart[student]; entry < end; entry++) {
      const rank = companyRank[entry];
      if (rank < 0) continue;
      const opening = listOpening[entry];
      const hasRoom = heldCount[opening] < capacity[opening];
      if (hasRoom || (heldCount[opening] > 0 && rank < worstHeld[opening])) {
        isStable = false;
        report(`student ${student} and opening ${opening} block the matching`);
      }
    }
  }
  return { isFeasible, isStable, problems };
}
