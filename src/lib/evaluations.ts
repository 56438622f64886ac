// The mentor's evaluations (docs/evaluations.md): the kinds of form and what a due date counts from.
export const EVALUATION_KINDS = ['MIDTERM', 'FINAL'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];

export const EVALUATION_DUE_BASES = ['START_DATE', 'END_DATE'] as const;
export type EvaluationDueBasis = (typeof EVALUATION_DUE_BASES)[number];

export const EVALUATION_KIND_LABELS_TH: Record<EvaluationKind, string> = { MIDTERM: 'ประเมินกลางภาค', FINAL: 'ประเมินปลายภาค' };

/**
 * Where a mentor's evaluation stands: not yet due (its link is not sent), due (link sent, due date ahead), overdue
 * (the due date passed without an answer) or submitted.
 */
export const EVALUATION_STATES = ['NOT_DUE', 'DUE', 'OVERDUE', 'SUBMITTED'] as const;
export type EvaluationState = (typeof EVALUATION_STATES)[number];
export const EVALUATION_STATE_LABELS_TH: Record<EvaluationState, string> = {
  NOT_DUE: 'ยังไม่ถึงกำหนด',
  DUE: 'ส่งลิงก์แล้ว รอประเมิน',
  OVERDUE: 'เลยกำหนดส่ง',
  SUBMITTED: 'ประเมินแล้ว',
};

export function evaluationStateOf(
  row: { sentAt: Date | string | null; dueDate: Date | string; submittedAt: Date | string | null } | null,
  now: Date,
): EvaluationState {
  if (!row) return 'NOT_DUE';
  if (row.submittedAt) return 'SUBMITTED';
  if (new Date(row.dueDate).getTime() < now.getTime()) return 'OVERDUE';
  return row.sentAt ? 'DUE' : 'NOT_DUE';
}
