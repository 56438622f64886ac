// The draft's rules as the ranking screen applies them live. Kept apart from ./rankings (the answers' zod schemas) so
// the screen does not ship zod and every schema to the browser for two small functions (docs/performance.md, Screens).

/**
 * Where the apply line stands when the student has not placed it yet: after as many openings as the
 * session allows, so a fresh list never starts above the maximum.
 */
export function effectiveDividerIndex(dividerIndex: number | null, openingCount: number, maximumApplicationPerStudent: number): number {
  return Math.min(dividerIndex ?? maximumApplicationPerStudent, openingCount);
}

/** One rule: the limit and where the list stands (`count`); the screen words it (`DraftEditor.checks`). */
export type RankingCheck = { key: 'minimum' | 'maximum' | 'companies'; isMet: boolean; limit: number; count: number };

/** The session's rules for the openings above the line, as the screen lists them before submitting (same rules as the server). */
export function rankingChecks(
  applied: { company: { companyId: number } }[],
  limits: { minimumApplicationPerStudent: number; maximumApplicationPerStudent: number; minimumUniqueCompanyCountPerStudent: number },
): RankingCheck[] {
  const count = applied.length;
  const companyCount = new Set(applied.map((opening) => opening.company.companyId)).size;
  const checks: RankingCheck[] = [
    {
      key: 'minimum',
      isMet: count >= limits.minimumApplicationPerStudent,
      limit: limits.minimumApplicationPerStudent,
      count,
    },
    {
      key: 'maximum',
      isMet: count <= limits.maximumApplicationPerStudent,
      limit: limits.maximumApplicationPerStudent,
      count,
    },
  ];
  if (limits.minimumUniqueCompanyCountPerStudent > 0) {
    checks.push({
      key: 'companies',
      isMet: companyCount >= limits.minimumUniqueCompanyCountPerStudent,
      limit: limits.minimumUniqueCompanyCountPerStudent,
      count: companyCount,
    });
  }
  return checks;
}

/** How many openings the draft's picker lists at a time; the page renders the first list on the server with it. */
export const OPENING_PICKER_SIZE = 8;
