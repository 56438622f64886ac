import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { evaluationRequests } from '@/db/schema';
import {
  EVALUATION_SCALE_MAX,
  EVALUATION_SCALE_MIN,
  EVALUATION_TEXT_MAX,
  evaluationAnswers,
  evaluationScoreOf,
  type EvaluationAnswers,
  type EvaluationDetailView,
  type EvaluationSection,
} from '@/lib/evaluations';
import { recordAudit } from '@/server/audit';
import type { OptionalActorContext } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import { evaluationTokenHash } from '@/server/notifications';
import { detailViewOf } from './evaluation-detail';
import { findByToken } from './public-evaluation';

export const submitPublicEvaluationInput = z.strictObject({
  answers: z.record(z.string(), z.union([z.number(), z.string()]), { error: 'กรุณาส่งคำตอบของแบบประเมิน' }),
});
export type SubmitPublicEvaluationInput = z.output<typeof submitPublicEvaluationInput>;

const ALREADY = 'ส่งแบบประเมินนี้ไปแล้ว แก้ไขไม่ได้';

/**
 * POST /api/public/evaluations/{token} {answers}: the mentor submits once. Each answer is checked against the form:
 * a required question answered, a scale question 1–5, a text at most 2,000 characters, no unknown question (400
 * naming the question). The write is conditional on "not yet submitted" and on the same token, so of two submits at
 * once one wins and the other is 409; a link replaced meanwhile submits nothing. Keeps the score (0–100).
 */
export async function submitPublicEvaluation({
  ctx,
  token,
  input,
}: {
  ctx: OptionalActorContext;
  token: string;
  input: SubmitPublicEvaluationInput;
}): Promise<EvaluationDetailView> {
  const detail = await findByToken({ db: ctx.db, now: ctx.now, token });
  if (detail.submittedAt) throw new ConflictError(ALREADY);
  const answers = checkedAnswers(detail.sections, input.answers);
  const score = evaluationScoreOf(detail.sections, answers);
  return ctx.db.transaction(async (tx) => {
    const written = await tx
      .update(evaluationRequests)
      .set({ answers, score: score === null ? null : score.toFixed(2), submittedAt: ctx.now })
      .where(
        and(
          eq(evaluationRequests.requestId, detail.requestId),
          eq(evaluationRequests.tokenHash, evaluationTokenHash(token)),
          isNull(evaluationRequests.submittedAt),
        ),
      )
      .returning({ requestId: evaluationRequests.requestId });
    if (written.length === 0) throw new ConflictError(ALREADY);
    await recordAudit({
      db: tx,
      actor: null,
      entry: { action: 'evaluation.submit', entityType: 'evaluation_request', entityId: detail.requestId, details: { by: 'mentor' } },
    });
    return {
      ...detailViewOf(detail),
      state: 'SUBMITTED' as const,
      answers,
      submittedAt: ctx.now.toISOString(),
      score: null,
      releasedAt: null,
    };
  });
}

function checkedAnswers(sections: readonly EvaluationSection[], given: EvaluationAnswers): EvaluationAnswers {
  const questions = sections.flatMap((section) => section.questions);
  const known = new Set(questions.map((question) => question.id));
  const unknown = Object.keys(given).find((id) => !known.has(id));
  if (unknown) throw new BadRequestError(`answers.${unknown}: ไม่มีคำถามนี้ในแบบประเมิน`);
  const answers: EvaluationAnswers = {};
  questions.forEach((question, index) => {
    const field = `answers.${question.id}`;
    const label = `ข้อ ${index + 1}`;
    const value = given[question.id];
    const isEmpty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (isEmpty) {
      if (question.required) throw new BadRequestError(`${field}: กรุณาตอบ${label}`);
      return;
    }
    if (question.type === 'SCALE') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < EVALUATION_SCALE_MIN || value > EVALUATION_SCALE_MAX)
        throw new BadRequestError(`${field}: ${label}ต้องเป็นคะแนน ${EVALUATION_SCALE_MIN}–${EVALUATION_SCALE_MAX}`);
      answers[question.id] = value;
    } else {
      if (typeof value !== 'string') throw new BadRequestError(`${field}: ${label}ต้องเป็นข้อความ`);
      if (value.trim().length > EVALUATION_TEXT_MAX)
        throw new BadRequestError(`${field}: ${label}ยาวได้ไม่เกิน ${EVALUATION_TEXT_MAX} ตัวอักษร`);
      answers[question.id] = value.trim();
    }
  });
  return evaluationAnswers.parse(answers);
}
