export { getStudentRankingAsAdmin, unsubmitStudentRanking } from './admin-student-ranking';
export { cancelApplications } from './cancel-applications';
export { getRankingDraft } from './get-ranking-draft';
export { getSubmittedRanking } from './get-submitted-ranking';
export { listSessionRankings, sessionRankingsQuery, type SessionRankingRow, type SessionRankings } from './list-session-rankings';
export { rankingDraftInput, rankingOpeningsInput } from './ranking-input';
export { reorderRanking } from './reorder-ranking';
export { saveRankingDraft } from './save-ranking-draft';
export { submitRanking } from './submit-ranking';
