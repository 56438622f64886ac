export { companyRankingDraftInput, submitCompanyRankingInput, type CompanyRankingDraftInput, type SubmitCompanyRankingInput } from './ranking-input';
export { getCompanyRankingDraft } from './get-ranking-draft';
export { saveCompanyRankingDraft } from './save-ranking-draft';
export { submitCompanyRanking } from './submit-ranking';
export { getCompanyRanking } from './get-ranking';
export { getCompanyRankingAsAdmin, unsubmitCompanyRankingAsAdmin } from './admin-company-ranking';
export { listSharedRankings } from './list-shared-rankings';
export { selectCompanyRankingView, type CompanyRankingView } from './ranking-view';
export { unsubmitCompanyRankingsAsAdmin } from './unsubmit-company-rankings-as-admin';
