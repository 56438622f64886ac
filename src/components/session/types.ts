/**
 * The session fields the browser uses. The server's SessionView (src/server/sessions) has these and
 * more, so server components pass SessionView[] straight in and the compiler checks the match.
 */
export type SessionInfo = {
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

export type SessionGroupInfo = {
  sessionGroupId: number;
  title: string;
  currentRound: number;
  /** In the order the server listed them (session id ascending); the first is the default. */
  sessions: SessionInfo[];
};
