// A student's rating of the company of their placement (docs/employer-ratings.md), as the API answers it.
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';

/** The scales a student rates from 1 to 5 (their labels: EmployerRatingLabels in the catalogue). */
export const EMPLOYER_RATING_SCALES = ['overall', 'mentoring', 'learning', 'workEnvironment'] as const;
export type EmployerRatingScale = (typeof EMPLOYER_RATING_SCALES)[number];

/** Averages and published comments are shown only from this many ratings of a company, so no one rating can be told. */
export const EMPLOYER_RATING_MIN_COUNT = 5;
export const EMPLOYER_RATING_COMMENT_MAX = 2000;

export const employerRatingView = z.object({
  sessionId: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  overall: z.number().int(),
  mentoring: z.number().int(),
  learning: z.number().int(),
  workEnvironment: z.number().int(),
  wouldRecommend: z.boolean(),
  comment: z.string().nullable(),
  /** Set when an admin published the comment: it is then shown anonymously with the company's summary. */
  commentPublishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type EmployerRatingView = z.infer<typeof employerRatingView>;
export const employerRatingList = listOf(employerRatingView);

/** The student's own rating of their placement's company, and whether they may rate it now (and, if not, why). */
export const studentEmployerRating = z.object({
  rating: employerRatingView.nullable(),
  canRate: z.boolean(),
  /** Why the student cannot rate yet (the placement has not ended), in Thai; null when they can or already did. */
  notYetMessage: z.string().nullable(),
});
export type StudentEmployerRating = z.infer<typeof studentEmployerRating>;

/**
 * A company's summary as students see it: null averages and no comments until EMPLOYER_RATING_MIN_COUNT students rated
 * it; never who rated what.
 */
export const companyRatingSummary = z.object({
  companyId: z.number().int(),
  count: z.number().int(),
  averages: z
    .object({
      overall: z.number(),
      mentoring: z.number(),
      learning: z.number(),
      workEnvironment: z.number(),
      /** Share of the raters who would recommend the company, 0–1. */
      wouldRecommend: z.number(),
    })
    .nullable(),
  comments: z.array(z.object({ comment: z.string(), publishedAt: isoDateTime })),
});
export type CompanyRatingSummary = z.infer<typeof companyRatingSummary>;
