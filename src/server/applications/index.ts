import 'server-only';
// Shared on purpose with company-rankings, which ranks these applications within the same round window.
export {
  activeApplicationsOf,
  currentCompanyRankings,
  selectOpeningApplicationViews,
  type ApplicationView,
  type CurrentCompanyRanking,
} from './application-view';
export {
  assertApplicationsAnnounced,
  findOwnOpening,
  isResultAnnounced,
  loadSessionRound,
  type CompanyOpening,
  type SessionRound,
} from './round-scope';
export { currentRoundOf } from './current-round';
export {
  companySessionApplicationsQuery,
  listCompanySessionApplications,
  type CompanySessionApplication,
  type CompanySessionApplicationsQuery,
} from './list-company-session-applications';
export { listOpeningApplications } from './list-opening-applications';
export { exportOpeningApplications } from './export-opening-applications';
export {
  adminSessionApplicationsQuery,
  listSessionApplicationsAsAdmin,
  type AdminSessionApplication,
  type AdminSessionApplicationsQuery,
} from './list-session-applications-as-admin';
export { listOpeningApplicationsAsAdmin } from './list-opening-applications-as-admin';
export { getOpeningResult, type OpeningResult } from './get-opening-result';
export { getCompanyOpeningRound, type CompanyOpeningRound } from './get-company-opening-round';
export { exportOpeningApplicantsAsAdmin } from './export-opening-applicants-as-admin';
