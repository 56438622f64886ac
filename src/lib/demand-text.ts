// Client-safe and zod-free: the first screens (/opening, /ranking) show these texts (docs/performance.md, "No zod").

/** The figures of one opening as one line, the same for the eye and for a screen reader. */
export type DemandFigures = { applicantCount: number; firstChoiceCount: number; places: number; applicantsPerPlace: number };

const count = (value: number) => value.toLocaleString('th-TH');

/** The figures as the arguments of the demand line's message (`DemandFigure.figures`), counts with Thai digit grouping. */
export function demandTextArguments(figures: DemandFigures): { applicants: string; firstChoices: string; places: string; ratio: string } {
  return {
    applicants: count(figures.applicantCount),
    firstChoices: count(figures.firstChoiceCount),
    places: count(figures.places),
    ratio: figures.applicantsPerPlace.toFixed(1),
  };
}
