import { z } from 'zod';

/** Openings in the student's order: positive ids, each at most once. */
export const orderedOpeningIds = z
  .array(z.number().int().positive())
  .max(200, 'A ranking holds at most 200 openings')
  .refine((ids) => new Set(ids).size === ids.length, 'An opening may appear only once');

/** The body of a submit, a reorder and a cancel: the three verbs take the same list. */
export const rankingOpeningsInput = z.object({ openingIds: orderedOpeningIds.min(1, 'Choose at least one opening') });

export type RankingOpeningsInput = z.infer<typeof rankingOpeningsInput>;
