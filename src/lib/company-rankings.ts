// The company's ranking of its applicants as the company's, the admin's and the student's screens receive it (SPEC §3).
import { z } from 'zod';
import { applicationItem } from './applications';
import { isoDateTime } from './contract';
import { OPENING_STATUSES } from './labels';
import { RANKING_ACTIONS } from './rankings';

const rankingAction = z.enum(RANKING_ACTIONS);

/** GET …/openings/{openingId}/ranking/{round}: the current ranking (none: empty lists, submittedAt null). */
export const companyRankingView = z.object({
  openingId: z.number().int(),
  round: z.number().int(),
  /** The selected applications in the company's order, each with whether it is shared with the student. */
  applications: z.array(applicationItem.extend({ isShared: z.boolean() })),
  excludedApplicationIds: z.array(z.number().int()),
  excludedApplicationNote: z.string().nullable(),
  submittedAt: isoDateTime.nullable(),
  /** Every submit and admin unsubmit of the round, oldest first (history is never overwritten). */
  history: z.array(z.object({ action: rankingAction, submittedAt: isoDateTime })),
});
export type CompanyRankingView = z.infer<typeof companyRankingView>;

const submittedBy = z.object({ platformUid: z.string(), username: z.string().nullable(), email: z.string().nullable() }).nullable();

/** The admin's view names who submitted the ranking and who did each action of its history. */
export const adminCompanyRankingView = companyRankingView.extend({
  history: z.array(z.object({ action: rankingAction, submittedAt: isoDateTime, submittedBy })),
  submittedBy,
});
export type AdminCompanyRankingView = z.infer<typeof adminCompanyRankingView>;

/** GET …/openings/{openingId}/ranking/draft: the saved order with every ACTIVE application, and whether it may still change. */
export const companyRankingDraft = z.object({
  round: z.number().int(),
  applicationIds: z.array(z.number().int()),
  hasDraft: z.boolean(),
  applications: z.array(applicationItem),
  openingStatus: z.enum(OPENING_STATUSES),
  isRankingSubmitted: z.boolean(),
  canEdit: z.boolean(),
  applicationAnnouncementDate: isoDateTime,
  companyRankingDeadline: isoDateTime,
});
export type CompanyRankingDraft = z.infer<typeof companyRankingDraft>;

/** GET /api/student/sessions/{sessionId}/shared-rankings/{round}: where the companies that shared it ranked the student. */
export const sharedRankings = z.object({
  round: z.number().int(),
  reorderRankingDeadline: isoDateTime.nullable(),
  items: z.array(
    z.object({
      openingId: z.number().int(),
      openingTitle: z.string(),
      companyId: z.number().int(),
      companyNameTh: z.string(),
      studentPreferenceRank: z.number().int(),
      companyPreferenceRank: z.number().int(),
    }),
  ),
});
export type SharedRankings = z.infer<typeof sharedRankings>;
