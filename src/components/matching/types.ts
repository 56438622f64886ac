/** The shapes the matching screens receive (the answers of GET …/matching/{round} and the preview), for client components. */
import type { List } from '@/lib/list';

export type MatchingResultRow = {
  studentId: string;
  firstNameTh: string | null;
  lastNameTh: string | null;
  enrollmentStatus: string | null;
  openingId: number | null;
  openingTitle: string | null;
  companyNameTh: string | null;
  source: 'ALGORITHM' | 'MANUAL';
  createdAt: string | Date;
};

export type MatchingState = {
  sessionId: number;
  round: number;
  currentRound: number;
  isCurrentRound: boolean;
  isMatchingInitiated: boolean;
  isAnnounced: boolean;
  canRunAlgorithm: boolean;
  canChangeResults: boolean;
  companyRankingDeadline: string | Date | null;
  resultAnnouncementDate: string | Date | null;
  latestRun: { runId: number; isStable: boolean; matchedCount: number; unmatchedCount: number; runAt: string | Date; undoneAt: string | Date | null } | null;
  summary: { matchedCount: number; unmatchedCount: number; manualCount: number };
  results: List<MatchingResultRow>;
};

export type MatchingPreviewData = {
  canRun: boolean;
  blockedReason: string | null;
  isMatchingInitiated: boolean;
  studentCount: number;
  openingCount: number;
  applicationCount: number;
  openingsWithoutRanking: { openingId: number; title: string; companyNameTh: string; applicationCount: number }[];
};

export type MatchingOpeningOption = { openingId: number; title: string; companyNameTh: string; quota: number; remainingQuota: number };
