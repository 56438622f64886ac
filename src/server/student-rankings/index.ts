import 'server-only';
export { getStudentRankingDraft } from './get-student-ranking-draft';
export { rankingDraftInput, saveStudentRankingDraft, type RankingDraftInput } from './save-student-ranking-draft';
export { rankingOpeningsInput, type RankingOpeningsInput } from './ranking-input';
export { submitStudentRanking } from './submit-student-ranking';
export { reorderRanking } from './reorder-ranking';
export { cancelApplications } from './cancel-applications';
export { getSubmittedRanking } from './get-submitted-ranking';
export { getStudentRankingAsAdmin } from './get-student-ranking-as-admin';
export { unsubmitStudentRanking } from './unsubmit-student-ranking';
export { unsubmitStudentRankings } from './unsubmit-student-rankings';
export {
  listSessionRankings,
  matchingSessionRankingStudentIds,
  sessionRankingsQuery,
  type SessionRankingRow,
  type SessionRankings,
} from './list-session-rankings';
export { exportSessionRankings } from './export-session-rankings';
