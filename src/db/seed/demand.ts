// The live demand of the demo term (docs/demand.md): the summer session's students (all but the demo student, whose
// list stays empty for the tour) have drafts, so the figures are filled in on a fresh `npm run dev`.

type DraftRow = { sessionId: number; studentId: string; openingId: number; position: number };

/** Each student drafts three to five published openings, spread so some are far more wanted than others. */
export function buildDemandDrafts({
  sessionId,
  studentIds,
  openingIds,
}: {
  sessionId: number;
  studentIds: string[];
  openingIds: number[];
}): { drafts: { sessionId: number; studentId: string }[]; items: DraftRow[] } {
  if (!openingIds.length) return { drafts: [], items: [] };
  const items = studentIds.flatMap((studentId, index) => {
    const length = 3 + (index % 3);
    // The first few openings are everyone's favourites; the rest are spread by the student's index.
    const picks = [
      openingIds[index % 3],
      ...Array.from({ length: length - 1 }, (_, step) => openingIds[(index * 5 + step * 7 + 3) % openingIds.length]),
    ];
    return [...new Set(picks)].map((openingId, position) => ({ sessionId, studentId, openingId, position }));
  });
  return { drafts: studentIds.map((studentId) => ({ sessionId, studentId })), items };
}
