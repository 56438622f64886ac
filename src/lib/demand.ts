import { z } from 'zod';
import { isoDateTime } from './contract';

/** How many seconds a demand figure may be old (docs/demand.md): the endpoint's Cache-Control and the recompute both use it. */
export const DEMAND_FRESH_SECONDS = 60;

/** The figures of one opening: students whose list holds it, students who put it first, its places. */
export const openingDemandView = z.object({
  openingId: z.number().int(),
  applicantCount: z.number().int(),
  firstChoiceCount: z.number().int(),
  places: z.number().int(),
  /** applicantCount ÷ places, one decimal. */
  applicantsPerPlace: z.number(),
});
export type OpeningDemandView = z.infer<typeof openingDemandView>;

/**
 * GET /api/sessions/{sessionId}/demand. `state`: SHOWN (figures in `items`), OFF (the admin turned it off; an admin
 * still gets the figures), CLOSED (outside the student ranking window: no figures).
 */
export const sessionDemandView = z.object({
  sessionId: z.number().int(),
  state: z.enum(['SHOWN', 'OFF', 'CLOSED']),
  isShown: z.boolean(),
  countsDrafts: z.boolean(),
  round: z.number().int(),
  computedAt: isoDateTime.nullable(),
  freshSeconds: z.number().int(),
  items: z.array(openingDemandView),
});
export type SessionDemandView = z.infer<typeof sessionDemandView>;

export const demandSettingsView = z.object({
  sessionId: z.number().int(),
  isShown: z.boolean(),
  countsDrafts: z.boolean(),
});
export type DemandSettingsView = z.infer<typeof demandSettingsView>;
