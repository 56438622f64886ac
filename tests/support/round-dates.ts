const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dates of one round, a day apart from `start`, in the order the rounds table checks. Shared by the integration
 * tests' fixtures (tests/support/fixtures.ts) and the operational tests' load (scripts/harness/load.ts).
 */
export function roundDates(start: Date) {
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  return {
    openingSubmissionDeadline: at(0),
    openingAnnouncementDate: at(1),
    studentRankingDeadline: at(2),
    applicationAnnouncementDate: at(3),
    companyRankingDeadline: at(4),
    reorderRankingDeadline: at(5),
    cancelRankingDeadline: at(5),
    resultAnnouncementDate: at(6),
  };
}
