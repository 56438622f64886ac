/**
 * The matching screens' shapes, shared by the server (src/server/matching) and the client components. `D` is how
 * a date arrives: a Date on the server and in a server component's props, a string after a JSON refresh.
 */
import type { List } from './list';

export type MatchingResultItem<D = Date> = {
  studentId: string;
  firstNameTh: string | null;
  lastNameTh: string | null;
  enrollmentStatus: string | null;
  openingId: number | null;
  openingTitle: string | null;
  companyNameTh: string | null;
  source: 'ALGORITHM' | 'MANUAL';
  createdAt: D;
};

/** GET /api/admin/sessions/{sessionId}/matching/{round}. */
export type MatchingRoundState<D = Date> = {
  sessionId: number;
  round: number;
  currentRound: number;
  isCurrentRound: boolean;
  isMatchingInitiated: boolean;
  isAnnounced: boolean;
  canRunAlgorithm: boolean;
  canChangeResults: boolean;
  companyRankingDeadline: D | null;
  resultAnnouncementDate: D | null;
  /** The latest run of the round, with the stability check's verdict. */
  latestRun: { runId: number; isStable: boolean; matchedCount: number; unmatchedCount: number; runAt: D; undoneAt: D | null } | null;
  summary: { matchedCount: number; unmatchedCount: number; manualCount: number };
  results: List<MatchingResultItem<D>>;
};

export type OpeningWithoutRanking = { openingId: number; title: string; companyNameTh: string; applicationCount: number };

/** GET …/matching/preview: who would take part, and the openings that would take no one. */
export type MatchingPreview = {
  kind: 'preview';
  sessionId: number;
  round: number;
  /** Whether a confirmed run would be accepted now, and if not, why. */
  canRun: boolean;
  blockedReason: string | null;
  isMatchingInitiated: boolean;
  studentCount: number;
  openingCount: number;
  applicationCount: number;
  /** Openings that take part but have no submitted ranking this round: they take no one. */
  openingsWithoutRanking: OpeningWithoutRanking[];
};

/** An opening an admin may set a student to by hand. */
export type MatchingOpeningOption = { openingId: number; title: string; companyNameTh: string; quota: number; remainingQuota: number };
