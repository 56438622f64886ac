/**
 * The matching engine: student-proposing deferred acceptance with quotas (hospitals/residents), a pure
 * function on dense integer ids with no database. See docs/matching.md for the rules and the O(L) proof.
 *
 * Input layout (CSR, so the whole instance is a handful of typed arrays and no per-student objects):
 * - students 0..studentCount-1; student s's list is entries listStart[s]..listStart[s+1]-1, best first;
 * - entry e names listOpening[e] and companyRank[e]: the company's rank of s among the applicants it
 *   selected for that opening (0 = best), or -1 when the company did not select s (not acceptable);
 * - capacity[o]: the opening's remaining quota (0 takes nobody).
 * Within one opening the ranks of its acceptable entries must be exactly 0..k-1, each once (the loader
 * makes them dense with row_number()), so each opening's held set is a slice of one flat array.
 */
export type MatchingInstance = {
  studentCount: number;
  openingCount: number;
  listStart: Int32Array;
  listOpening: Int32Array;
  companyRank: Int32Array;
  capacity: Int32Array;
};

export type MatchingOutcome = {
  /** The opening of each student, or -1. */
  assignment: Int32Array;
  /** The list entry of each student's match, or -1 (used by the verifier and the reasons). */
  assignedEntry: Int32Array;
};

export const UNMATCHED = -1;

/** Per opening: how many acceptable entries it has and where its slice of rank slots starts. */
export function rankSlots(instance: MatchingInstance): { slotStart: Int32Array; slotCount: Int32Array } {
  const { openingCount, listOpening, companyRank } = instance;
  const slotCount = new Int32Array(openingCount);
  for (let entry = 0; entry < listOpening.length; entry++) if (companyRank[entry] >= 0) slotCount[listOpening[entry]]++;
  const slotStart = new Int32Array(openingCount + 1);
  for (let opening = 0; opening < openingCount; opening++) slotStart[opening + 1] = slotStart[opening] + slotCount[opening];
  return { slotStart, slotCount };
}

export function assertWellFormed(instance: MatchingInstance): void {
  const { studentCount, openingCount, listStart, listOpening, companyRank, capacity } = instance;
  if (listStart.length !== studentCount + 1 || listStart[0] !== 0 || listStart[studentCount] !== listOpening.length)
    throw new Error('listStart does not match the lists');
  if (companyRank.length !== listOpening.length || capacity.length !== openingCount) throw new Error('array lengths differ');
  for (let student = 0; student < studentCount; student++)
    if (listStart[student + 1] < listStart[student]) throw new Error('listStart must not decrease');
  for (let entry = 0; entry < listOpening.length; entry++) {
    if (listOpening[entry] < 0 || listOpening[entry] >= openingCount) throw new Error(`entry ${entry} names an unknown opening`);
  }
  for (let opening = 0; opening < openingCount; opening++) if (capacity[opening] < 0) throw new Error('capacity must not be negative');
}

/**
 * Student-proposing deferred acceptance. Every entry is proposed along at most once (a student's pointer
 * only moves forward), and each opening's "worst held" pointer only moves towards better ranks once the
 * opening is full, so the total work is O(students + openings + entries).
 */
export function runDeferredAcceptance(instance: MatchingInstance): MatchingOutcome {
  assertWellFormed(instance);
  const { studentCount, openingCount, listStart, listOpening, companyRank, capacity } = instance;
  const { slotStart, slotCount } = rankSlots(instance);
  // holder[slotStart[o] + r] = the student of rank r held by opening o, or -1.
  const holder = new Int32Array(slotStart[openingCount]).fill(UNMATCHED);
  const heldCount = new Int32Array(openingCount);
  // Once an opening is full: the rank of the worst student it holds. -1 while it is not full.
  const worstHeld = new Int32Array(openingCount).fill(UNMATCHED);
  const nextEntry = new Int32Array(studentCount);
  const assignedEntry = new Int32Array(studentCount).fill(UNMATCHED);
  const assignment = new Int32Array(studentCount).fill(UNMATCHED);
  // Free students with entries left, as a stack: the order of proposals does not change the result.
  const free = new Int32Array(studentCount);
  let freeCount = 0;
  for (let student = studentCount - 1; student >= 0; student--) free[freeCount++] = student;
  for (let student = 0; student < studentCount; student++) nextEntry[student] = listStart[student];

  while (freeCount > 0) {
    const student = free[--freeCount];
    const end = listStart[student + 1];
    let entry = nextEntry[student];
    for (; entry < end; entry++) {
      const rank = companyRank[entry];
      if (rank < 0) continue;
      const opening = listOpening[entry];
      const quota = capacity[opening];
      if (quota === 0) continue;
      // The rank checks sit here, on the slots the proposal touches anyway, instead of in a separate pass
      // over every entry (which cost more than the algorithm): a rank out of range, or two students of one
      // rank meeting at an opening, would make the held set ambiguous. Ranks that never meet cannot change the result.
      if (rank >= slotCount[opening]) throw new Error(`rank ${rank} out of range for opening ${opening}`);
      const base = slotStart[opening];
      if (heldCount[opening] < quota) {
        if (holder[base + rank] !== UNMATCHED) throw new Error(`opening ${opening} ranks two students ${rank}`);
        holder[base + rank] = student;
        assignedEntry[student] = entry;
        if (++heldCount[opening] === quota) {
          // Full for the first time: find its worst holder by one scan from the bottom of its slice.
          let worst = slotCount[opening] - 1;
          while (holder[base + worst] === UNMATCHED) worst--;
          worstHeld[opening] = worst;
        }
        break;
      }
      const worst = worstHeld[opening];
      if (rank > worst) continue;
      if (rank === worst || holder[base + rank] !== UNMATCHED) throw new Error(`opening ${opening} ranks two students ${rank}`);
      const evicted = holder[base + worst];
      holder[base + worst] = UNMATCHED;
      holder[base + rank] = student;
      assignedEntry[student] = entry;
      let next = worst - 1;
      while (holder[base + next] === UNMATCHED) next--;
      worstHeld[opening] = next;
      assignedEntry[evicted] = UNMATCHED;
      // The evicted student's nextEntry already points just past the entry it was held on.
      free[freeCount++] = evicted;
      break;
    }
    nextEntry[student] = entry + 1;
  }
  for (let student = 0; student < studentCount; student++) {
    const entry = assignedEntry[student];
    if (entry !== UNMATCHED) assignment[student] = listOpening[entry];
  }
  return { assignment, assignedEntry };
}
