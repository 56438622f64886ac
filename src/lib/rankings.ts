// Shared by the server, which builds them, and the ranking screens, which show them.
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
import { studentOpeningView } from './openings';

/** What a ranking history row records (SPEC §3): the student's or company's submit, reorder, cancel, or an admin's unsubmit. */
export const RANKING_ACTIONS = ['SUBMIT', 'REORDER', 'CANCEL', 'UNSUBMIT'] as const;
export type RankingAction = (typeof RANKING_ACTIONS)[number];

/** The student's working list: openings in order and the apply line (the first dividerIndex are applied to). */
export const rankingDraft = z.object({
  dividerIndex: z.number().int().nullable(),
  openings: z.array(studentOpeningView),
  updatedAt: isoDateTime.nullable(),
});
export type RankingDraft = z.infer<typeof rankingDraft>;

/** PUT …/ranking/draft. */
export const rankingDraftSaved = z.object({ message: z.string(), updatedAt: isoDateTime });
export type RankingDraftSaved = z.infer<typeof rankingDraftSaved>;

export const rankingHistoryEntry = z.object({
  action: z.enum(RANKING_ACTIONS),
  submittedAt: isoDateTime,
  /** The applied openings in order as they stood after this action (empty after an unsubmit). */
  openingIds: z.array(z.number().int()),
  submittedBy: z.object({ platformUid: z.string(), username: z.string(), email: z.string().nullable() }).nullable(),
});
export type RankingHistoryEntry = z.infer<typeof rankingHistoryEntry>;

export const rankedOpening = studentOpeningView.extend({ studentPreferenceRank: z.number().int() });
export type RankedOpening = z.infer<typeof rankedOpening>;

export const submittedRanking = z.object({
  round: z.number().int(),
  /** The openings the student applies to, in the student's order; empty when nothing stands. */
  openings: z.array(rankedOpening),
  /** When the standing ranking was first submitted; null when none stands. */
  submittedAt: isoDateTime.nullable(),
  isSubmitted: z.boolean(),
  canReorder: z.boolean(),
  canCancel: z.boolean(),
  reorderRankingDeadline: isoDateTime.nullable(),
  cancelRankingDeadline: isoDateTime.nullable(),
  history: z.array(rankingHistoryEntry),
});
export type SubmittedRanking = z.infer<typeof submittedRanking>;

/** A student's row of GET /api/admin/sessions/{sessionId}/ranking/{round}. */
export const sessionRankingRow = z.object({
  studentId: z.string(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  enrollmentStatus: z.string(),
  isSubmitted: z.boolean(),
  /** The latest ranking action of the round and when; null before any. */
  lastAction: z.string().nullable(),
  lastActionAt: isoDateTime.nullable(),
  applicationCount: z.number().int(),
});
export type SessionRankingRow = z.infer<typeof sessionRankingRow>;

export const sessionRankings = listOf(sessionRankingRow).extend({ submittedCount: z.number().int(), enrolledCount: z.number().int() });
export type SessionRankings = z.infer<typeof sessionRankings>;

/** What a bulk unsubmit answers: how many students' rankings it took back, and whose. */
export const studentRankingsBulkResult = z.object({ count: z.number().int(), ids: z.array(z.string()) });

/** The session as the ranking screen needs it: the student's session view (GET /api/student/sessions/{sessionId}). */
export type RankingSession = import('./session-view').StudentSessionView;
