// The matching screens' shapes, as the server (src/server/matching) builds them and the browser receives them.
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
import { MATCHING_SOURCES } from './labels';

const matchSource = z.enum(MATCHING_SOURCES);

export const matchingResultItem = z.object({
  studentId: z.string(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  enrollmentStatus: z.string().nullable(),
  openingId: z.number().int().nullable(),
  openingTitle: z.string().nullable(),
  companyNameTh: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  source: matchSource,
  createdAt: isoDateTime,
});
export type MatchingResultItem = z.infer<typeof matchingResultItem>;

/** GET /api/admin/sessions/{sessionId}/matching/{round}. */
export const matchingRoundState = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  currentRound: z.number().int(),
  isCurrentRound: z.boolean(),
  isMatchingInitiated: z.boolean(),
  isAnnounced: z.boolean(),
  canRunAlgorithm: z.boolean(),
  canChangeResults: z.boolean(),
  companyRankingDeadline: isoDateTime.nullable(),
  /** When a run may start: the last of the company ranking, reorder and cancel deadlines of the round. */
  matchingOpensAt: isoDateTime.nullable(),
  resultAnnouncementDate: isoDateTime.nullable(),
  /** The latest run of the round, with the stability check's verdict. */
  latestRun: z
    .object({
      runId: z.number().int(),
      isStable: z.boolean(),
      matchedCount: z.number().int(),
      unmatchedCount: z.number().int(),
      runAt: isoDateTime,
      undoneAt: isoDateTime.nullable(),
      /** The digest of the run's match record; null for a run from before records were kept. */
      recordDigest: z.string().nullable(),
    })
    .nullable(),
  summary: z.object({ matchedCount: z.number().int(), unmatchedCount: z.number().int(), manualCount: z.number().int() }),
  results: listOf(matchingResultItem),
});
export type MatchingRoundState = z.infer<typeof matchingRoundState>;

export const openingWithoutRanking = z.object({
  openingId: z.number().int(),
  title: z.string(),
  companyNameTh: z.string(),
  companyNameEn: z.string().nullable(),
  applicationCount: z.number().int(),
});
export type OpeningWithoutRanking = z.infer<typeof openingWithoutRanking>;

/** GET …/matching/preview: who would take part, and the openings that would take no one. */
export const matchingPreview = z.object({
  kind: z.literal('preview'),
  sessionId: z.number().int(),
  round: z.number().int(),
  /** Whether a confirmed run would be accepted now, and if not, why. */
  canRun: z.boolean(),
  blockedReason: z.string().nullable(),
  isMatchingInitiated: z.boolean(),
  studentCount: z.number().int(),
  openingCount: z.number().int(),
  applicationCount: z.number().int(),
  /** Openings that take part but have no submitted ranking this round: they take no one. */
  openingsWithoutRanking: z.array(openingWithoutRanking),
});
export type MatchingPreview = z.infer<typeof matchingPreview>;

/** POST /api/admin/sessions/{sessionId}/matching: the run, its verdict and where its time went. */
export const matchingRunSummary = z.object({
  kind: z.literal('run'),
  runId: z.number().int(),
  sessionId: z.number().int(),
  round: z.number().int(),
  isFeasible: z.boolean(),
  isStable: z.boolean(),
  problems: z.array(z.string()),
  studentCount: z.number().int(),
  matchedCount: z.number().int(),
  unmatchedCount: z.number().int(),
  openingsWithoutRankingCount: z.number().int(),
  engineMs: z.number(),
  verifyMs: z.number(),
  /** Where the run's time went (database phases; `record`: building the match record, within `write`), for the benchmark and the log. */
  phaseMs: z.object({ load: z.number(), write: z.number(), record: z.number() }),
  runAt: isoDateTime,
  /** The SHA-256 digest of the run's match record (docs/match-record.md). */
  recordDigest: z.string(),
});
export type MatchingRunSummary = z.infer<typeof matchingRunSummary>;

/** POST …/enrollments/{studentId}/matching: the student set to an opening by hand. */
export const manualMatchSet = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  studentId: z.string(),
  status: z.literal('MATCHING_SUCCESS'),
  openingId: z.number().int(),
  source: z.literal('MANUAL'),
  remainingQuota: z.number().int(),
});
export type ManualMatchSet = z.infer<typeof manualMatchSet>;

/** DELETE …/enrollments/{studentId}/matching: the student's opening freed, and where the student stands now. */
export const manualMatchUndone = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  studentId: z.string(),
  status: z.enum(['MATCHING_FAILED', 'RANKING_SUBMITTED', 'RANKING_PENDING', 'PROFILE_EDIT_PENDING']),
  openingId: z.null(),
  freedOpeningId: z.number().int(),
});
export type ManualMatchUndone = z.infer<typeof manualMatchUndone>;

export const APPLICATION_OUTCOMES = [
  'MATCHED',
  'MATCHED_ELSEWHERE',
  'FILLED_BY_HIGHER_RANKED',
  'NOT_SELECTED',
  'NO_COMPANY_RANKING',
  'CANCELLED',
  'WITHDRAWN',
] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/** GET /api/student/sessions/{sessionId}/matching/{round}: the student's own result, from the round's announcement. */
export const studentMatchingResult = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  isAnnounced: z.boolean(),
  resultAnnouncementDate: isoDateTime,
  /** Null until announced. MATCHED / UNMATCHED, or NOT_IN_ROUND when the student had no part in this round's matching. */
  outcome: z.enum(['MATCHED', 'UNMATCHED', 'NOT_IN_ROUND']).nullable(),
  assignedOpening: z
    .object({ openingId: z.number().int(), title: z.string(), companyNameTh: z.string(), companyNameEn: z.string().nullable() })
    .nullable(),
  source: matchSource.nullable(),
  applications: z.array(
    z.object({
      openingId: z.number().int(),
      title: z.string(),
      companyNameTh: z.string(),
      companyNameEn: z.string().nullable(),
      studentPreferenceRank: z.number().int(),
      outcome: z.enum(APPLICATION_OUTCOMES),
    }),
  ),
});
export type StudentMatchingResult = z.infer<typeof studentMatchingResult>;

/** An opening an admin may set a student to by hand. */
export type MatchingOpeningOption = {
  openingId: number;
  title: string;
  companyNameTh: string;
  companyNameEn: string | null;
  quota: number;
  remainingQuota: number;
};
