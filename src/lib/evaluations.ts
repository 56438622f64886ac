// The mentor's evaluations (docs/evaluations.md): the kinds of form and what a due date counts from.
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
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

export const EVALUATION_QUESTION_TYPES = ['SCALE', 'TEXT'] as const;
export type EvaluationQuestionType = (typeof EVALUATION_QUESTION_TYPES)[number];
/** A scale question is answered 1–5; a text answer is at most this long. */
export const EVALUATION_SCALE_MIN = 1;
export const EVALUATION_SCALE_MAX = 5;
export const EVALUATION_TEXT_MAX = 2000;

const text = (field: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${field}` })
    .trim()
    .min(1, `กรุณากรอก${field}`)
    .max(max, `${field}ยาวได้ไม่เกิน ${max} ตัวอักษร`);

export const evaluationQuestion = z.object({
  id: z.string({ error: 'กรุณาระบุรหัสคำถาม' }).regex(/^[a-z0-9_-]{1,40}$/i, 'รหัสคำถามใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข - และ _ ไม่เกิน 40 ตัว'),
  textTh: text('คำถามภาษาไทย', 500),
  textEn: text('คำถามภาษาอังกฤษ', 500),
  type: z.enum(EVALUATION_QUESTION_TYPES, { error: 'ชนิดคำถามต้องเป็น SCALE หรือ TEXT' }),
  required: z.boolean({ error: 'กรุณาระบุว่าต้องตอบหรือไม่' }),
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestion>;

export const evaluationSection = z.object({
  titleTh: text('ชื่อหมวดภาษาไทย', 200),
  titleEn: text('ชื่อหมวดภาษาอังกฤษ', 200),
  questions: z.array(evaluationQuestion).min(1, 'แต่ละหมวดต้องมีคำถามอย่างน้อย 1 ข้อ').max(50, 'แต่ละหมวดมีคำถามได้ไม่เกิน 50 ข้อ'),
});
export type EvaluationSection = z.infer<typeof evaluationSection>;

/** The form's questions: every question id once in the whole form (the answers are keyed by it). */
export const evaluationSections = z
  .array(evaluationSection)
  .min(1, 'แบบประเมินต้องมีอย่างน้อย 1 หมวด')
  .max(20, 'แบบประเมินมีได้ไม่เกิน 20 หมวด')
  .superRefine((sections, issue) => {
    const seen = new Set<string>();
    for (const section of sections)
      for (const question of section.questions) {
        if (seen.has(question.id)) issue.addIssue({ code: 'custom', message: `รหัสคำถาม ${question.id} ซ้ำกัน` });
        seen.add(question.id);
      }
  });

export const evaluationFormView = z.object({
  sessionGroupId: z.number().int(),
  kind: z.enum(EVALUATION_KINDS),
  titleTh: z.string(),
  titleEn: z.string(),
  sections: z.array(evaluationSection),
  dueBasis: z.enum(EVALUATION_DUE_BASES),
  dueOffsetDays: z.number().int(),
  linkValidDays: z.number().int(),
  /** 0: the default form, never saved; a PUT names the version it was made on. */
  version: z.number().int(),
  updatedAt: isoDateTime.nullable(),
});
export type EvaluationFormView = z.infer<typeof evaluationFormView>;
export const evaluationFormList = z.object({ items: z.array(evaluationFormView) });

/** One answer per question id: a scale answer is a number 1–5, a text answer a string. */
export const evaluationAnswers = z.record(z.string(), z.union([z.number(), z.string()]));
export type EvaluationAnswers = z.infer<typeof evaluationAnswers>;

/** One placement's evaluation of one kind, as the office follows it. */
export const evaluationRowView = z.object({
  requestId: z.number().int().nullable(),
  sessionId: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  kind: z.enum(EVALUATION_KINDS),
  state: z.enum(EVALUATION_STATES),
  mentorName: z.string().nullable(),
  mentorEmail: z.string().nullable(),
  /** The due date as the form computes it from the placement's dates (null: the date is not filled yet). */
  dueDate: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
  sendCount: z.number().int(),
  lastReminderAt: isoDateTime.nullable(),
  tokenExpiresAt: isoDateTime.nullable(),
  submittedAt: isoDateTime.nullable(),
  score: z.number().nullable(),
  releasedAt: isoDateTime.nullable(),
  /** The mentor's e-mail differs from the one the link was sent to: re-send it. */
  isMentorEmailChanged: z.boolean(),
});
export type EvaluationRowView = z.infer<typeof evaluationRowView>;
export const evaluationRowList = listOf(evaluationRowView);

/** An evaluation with its form and answers (the admin, the student once released, the mentor). */
export const evaluationDetailView = z.object({
  requestId: z.number().int(),
  kind: z.enum(EVALUATION_KINDS),
  state: z.enum(EVALUATION_STATES),
  studentId: z.string(),
  studentName: z.string(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  openingTitle: z.string(),
  mentorName: z.string().nullable(),
  titleTh: z.string(),
  titleEn: z.string(),
  sections: z.array(evaluationSection),
  dueDate: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  answers: evaluationAnswers.nullable(),
  score: z.number().nullable(),
  releasedAt: isoDateTime.nullable(),
});
export type EvaluationDetailView = z.infer<typeof evaluationDetailView>;
export const evaluationDetailList = z.object({ items: z.array(evaluationDetailView) });

/** The days before the due date the link is sent, and before it the one reminder (docs/evaluations.md). */
export const EVALUATION_SEND_DAYS_BEFORE_DUE = 7;
export const EVALUATION_REMINDER_DAYS_BEFORE_DUE = 3;
export const EVALUATION_REMINDER_EVERY_DAYS_AFTER_DUE = 7;

const DEFAULT_SECTIONS: EvaluationSection[] = [
  {
    titleTh: 'การปฏิบัติงาน',
    titleEn: 'Work performance',
    questions: [
      { id: 'quality', textTh: 'คุณภาพของงานที่ได้รับมอบหมาย', textEn: 'Quality of assigned work', type: 'SCALE', required: true },
      { id: 'learning', textTh: 'ความสามารถในการเรียนรู้สิ่งใหม่', textEn: 'Ability to learn new things', type: 'SCALE', required: true },
      {
        id: 'responsibility',
        textTh: 'ความรับผิดชอบและการตรงต่อเวลา',
        textEn: 'Responsibility and punctuality',
        type: 'SCALE',
        required: true,
      },
    ],
  },
  {
    titleTh: 'การทำงานร่วมกับผู้อื่น',
    titleEn: 'Working with others',
    questions: [
      { id: 'communication', textTh: 'การสื่อสารกับทีม', textEn: 'Communication with the team', type: 'SCALE', required: true },
      { id: 'comments', textTh: 'ข้อเสนอแนะเพิ่มเติม', textEn: 'Further comments', type: 'TEXT', required: false },
    ],
  },
];

/** The form a session group uses until an admin saves its own: mid-term 30 days after the start, final on the end date. */
export const DEFAULT_EVALUATION_FORMS: Record<
  EvaluationKind,
  Pick<EvaluationFormView, 'titleTh' | 'titleEn' | 'sections' | 'dueBasis' | 'dueOffsetDays' | 'linkValidDays'>
> = {
  MIDTERM: {
    titleTh: 'แบบประเมินนิสิตฝึกงาน กลางภาค',
    titleEn: 'Mid-term intern evaluation',
    sections: DEFAULT_SECTIONS,
    dueBasis: 'START_DATE',
    dueOffsetDays: 30,
    linkValidDays: 30,
  },
  FINAL: {
    titleTh: 'แบบประเมินนิสิตฝึกงาน ปลายภาค',
    titleEn: 'Final intern evaluation',
    sections: DEFAULT_SECTIONS,
    dueBasis: 'END_DATE',
    dueOffsetDays: 0,
    linkValidDays: 30,
  },
};

/** The score kept for the reports: the mean of the scale answers mapped onto 0–100 (1 → 0, 5 → 100); null without any. */
export function evaluationScoreOf(sections: readonly EvaluationSection[], answers: EvaluationAnswers): number | null {
  const values = sections
    .flatMap((section) => section.questions)
    .filter((question) => question.type === 'SCALE' && typeof answers[question.id] === 'number')
    .map((question) => answers[question.id] as number);
  if (values.length === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.round(((mean - EVALUATION_SCALE_MIN) / (EVALUATION_SCALE_MAX - EVALUATION_SCALE_MIN)) * 10000) / 100;
}
