// Shared by the server, which builds it, and the browser, which shows it.
/** A session as SPEC §3 shows it: its limits plus the dates of its group's current round. */
export type SessionView = {
  sessionId: number;
  sessionGroupId: number;
  sessionGroupTitle: string;
  title: string;
  description: string | null;
  currentRound: number;
  minimumApplicationPerStudent: number;
  minimumUniqueCompanyCountPerStudent: number;
  maximumApplicationPerStudent: number;
  minimumCompanyOpeningRatio: number;
  openForCooperativeInternship: boolean;
  openingSubmissionDeadline: string | null;
  openingAnnouncementDate: string | null;
  studentRankingDeadline: string | null;
  applicationAnnouncementDate: string | null;
  companyRankingDeadline: string | null;
  reorderRankingDeadline: string | null;
  cancelRankingDeadline: string | null;
  resultAnnouncementDate: string | null;
  isMatchingInitiated: boolean;
};
