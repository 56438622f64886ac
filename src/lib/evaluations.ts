// The mentor's evaluations (docs/evaluations.md): the kinds of form and what a due date counts from.
export const EVALUATION_KINDS = ['MIDTERM', 'FINAL'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];

export const EVALUATION_DUE_BASES = ['START_DATE', 'END_DATE'] as const;
export type EvaluationDueBasis = (typeof EVALUATION_DUE_BASES)[number];
