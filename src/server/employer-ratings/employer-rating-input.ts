import { EMPLOYER_RATING_COMMENT_MAX } from '@/lib/employer-ratings';
import { z } from 'zod';
import { integerQuery, paginationQuery } from '@/server/validation';

const scale = (label: string) =>
  z
    .number({ error: `${label}: ให้คะแนน 1–5` })
    .int(`${label}: ให้คะแนน 1–5`)
    .min(1, `${label}: ให้คะแนน 1–5`)
    .max(5, `${label}: ให้คะแนน 1–5`);

/** A student's rating of their placement's company: four scales 1–5, whether they would recommend it, a comment. */
export const rateEmployerInput = z
  .object({
    overall: scale('ภาพรวม'),
    mentoring: scale('การดูแลของพี่เลี้ยง'),
    learning: scale('สิ่งที่ได้เรียนรู้'),
    workEnvironment: scale('สภาพแวดล้อมการทำงาน'),
    wouldRecommend: z.boolean({ error: 'โปรดระบุว่าจะแนะนำบริษัทนี้ให้รุ่นน้องหรือไม่' }),
    comment: z
      .string()
      .trim()
      .max(EMPLOYER_RATING_COMMENT_MAX, `ความคิดเห็นยาวได้ไม่เกิน ${EMPLOYER_RATING_COMMENT_MAX} ตัวอักษร`)
      .nullable()
      .optional()
      .transform((comment) => comment || null),
  })
  .strict();
export type RateEmployerInput = z.output<typeof rateEmployerInput>;

/** An admin publishes (true) or withdraws (false) a rating's comment. */
export const publishEmployerRatingInput = z.object({ commentPublished: z.boolean({ error: 'โปรดระบุว่าจะเผยแพร่ความคิดเห็นหรือไม่' }) }).strict();
export type PublishEmployerRatingInput = z.output<typeof publishEmployerRatingInput>;

export const listEmployerRatingsQuery = paginationQuery.extend({
  companyId: integerQuery.optional(),
});
export type ListEmployerRatingsQuery = z.output<typeof listEmployerRatingsQuery>;
