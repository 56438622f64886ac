// Shapes of the company applicant screens as the browser receives them (dates as ISO strings).
import type { ApplicationItem } from '@/lib/applications';

export type { ApplicationItem };

export type OpeningApplicationStatistics = {
  openingId: number;
  title: string;
  status: string;
  quota: number;
  applicationCount: number;
  isRankingSubmitted: boolean;
  round: number;
  session: { sessionId: number; title: string };
};

export type SubmittedCompanyRanking = {
  applications: (ApplicationItem & { isShared: boolean })[];
  excludedApplicationIds: number[];
  excludedApplicationNote: string | null;
  submittedAt: string | null;
  history: { action: string; submittedAt: string }[];
};

