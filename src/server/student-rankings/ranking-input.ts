import { z } from 'zod';

/** Openings in the student's order: positive ids, each at most once. */
export const orderedOpeningIds = z
  .array(z.number().int().positive())
  .max(200, 'A ranking holds at most 200 openings')
  .refine((ids) => new Set(ids).size === ids.length, 'An opening may appear only once');

export const rankingDraftInput = z.object({
  // The apply line: the first dividerIndex openings are the ones to apply to; null or absent means no line yet.
  dividerIndex: z.number().int().min(0).nullable().optional(),
  openingIds: orderedOpeningIds,
});

export const rankingOpeningsInput = z.object({ openingIds: orderedOpeningIds.min(1, 'Choose at least one opening') });

export type RankingDraftInput = z.infer<typeof rankingDraftInput>;
export type RankingOpeningsInput = z.infer<typeof rankingOpeningsInput>;
