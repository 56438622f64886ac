// A session as the API answers it: shared by the server, which builds it, and the browser, which shows it.
import { z } from 'zod';
import { isoDateTime } from './contract';
import { RANKING_BLOCKS } from './student-ranking-gate';

/** A session as SPEC §3 shows it: its limits plus the dates of its group's current round (null when the round has none). */
export const sessionView = z.object({
  sessionId: z.number().int(),
  sessionGroupId: z.number().int(),
  sessionGroupTitle: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  currentRound: z.number().int(),
  minimumApplicationPerStudent: z.number().int(),
  minimumUniqueCompanyCountPerStudent: z.number().int(),
  maximumApplicationPerStudent: z.number().int(),
  minimumCompanyOpeningRatio: z.number(),
  openForCooperativeInternship: z.boolean(),
  openingSubmissionDeadline: isoDateTime.nullable(),
  openingAnnouncementDate: isoDateTime.nullable(),
  studentRankingDeadline: isoDateTime.nullable(),
  applicationAnnouncementDate: isoDateTime.nullable(),
  companyRankingDeadline: isoDateTime.nullable(),
  reorderRankingDeadline: isoDateTime.nullable(),
  cancelRankingDeadline: isoDateTime.nullable(),
  resultAnnouncementDate: isoDateTime.nullable(),
  isMatchingInitiated: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

/** GET /api/common/sessions: every session the user may see, not paged (a handful per year). */
export const sessionViews = z.array(sessionView);

/** The opening a student was matched to, once its result is announced. */
export const assignedOpeningSummary = z.object({
  openingId: z.number().int(),
  title: z.string(),
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string().nullable(),
});
export type AssignedOpeningSummary = z.infer<typeof assignedOpeningSummary>;

/** GET /api/student/sessions/{sessionId}: the session as its enrolled student sees it. */
export const studentSessionView = sessionView.extend({
  isRankingSubmitted: z.boolean(),
  assignedOpening: assignedOpeningSummary.nullable(),
  isOpeningAnnounced: z.boolean(),
  /** Whether the student may submit a ranking now: the same rule as the submit (src/lib/student-ranking-gate.ts). */
  isRankingAllowed: z.boolean(),
  /** Why not, when not (null when allowed), for the screen to say what is true. */
  rankingBlock: z.enum(RANKING_BLOCKS).nullable(),
  /** With PROFILE_INCOMPLETE: the required profile fields still missing (names as in the profile's fields). */
  missingProfileFields: z.array(z.string()),
});
export type StudentSessionView = z.infer<typeof studentSessionView>;
