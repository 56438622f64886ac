import 'server-only';
export {
  assertDeletable,
  assertEditable,
  assertTransition,
  canDeleteOpening,
  canEditOpening,
  canTransition,
  OPENING_TRANSITIONS,
  type OpeningActorKind,
  type OpeningStatus,
  type OpeningTransition,
} from './opening-status';
export {
  selectAdminOpeningViews,
  selectCompanyOpeningViews,
  selectOpeningViews,
  selectStudentOpeningViews,
  type AdminOpeningView,
  type CompanyOpeningView,
  type OpeningView,
  type StudentOpeningView,
} from './opening-view';
export { acceptingApplicationCondition, visibleToStudentsCondition } from './student-visibility';
// Company side (company-openings)
export { createCompanyOpening } from './create-company-opening';
export { updateCompanyOpening } from './update-company-opening';
export { deleteCompanyOpening } from './delete-company-opening';
export { publishCompanyOpening } from './publish-company-opening';
export { publishOpeningsInBulk, publishOpeningsInBulkBody } from './publish-openings-in-bulk';
export { withdrawCompanyOpening } from './withdraw-company-opening';
export { getCompanyOpening } from './get-company-opening';
export { listCompanyOpenings } from './list-company-openings';
export { listCompanySessionOpenings } from './list-company-session-openings';
export { companyGroupOpeningsQuery, listCompanySessionGroupOpenings } from './list-company-session-group-openings';
export { getCompanyOpeningRatio, getCompanyOpeningRatioQuery } from './get-company-opening-ratio';
// The ratio rule, read by the stored company-opening-ratio report's test.
export { computeCompanyOpeningRatio, type SessionOpeningRatio } from './company-opening-ratio';
export { getCompanySessionStatistics, type CompanySessionStatistics } from './get-company-session-statistics';
export { getCompanyOpeningStatistics, type CompanyOpeningStatistics } from './get-company-opening-statistics';
// The opening body, shared by the create and both updates (company and admin).
export { createOpeningInput, updateOpeningInput, type CreateOpeningInput, type UpdateOpeningInput } from './opening-input';
// Student and admin side (student-admin-openings)
export {
  listSessionOpenings,
  listSessionOpeningsQuery,
  type StudentOpeningFilters,
  type StudentOpeningList,
} from './list-session-openings';
export { listSessionOpeningsJson } from './list-session-openings-json';
export { getSessionOpening } from './get-session-opening';
export { bookmarkOpening } from './bookmark-opening';
export { unbookmarkOpening } from './unbookmark-opening';
export { listBookmarks } from './list-bookmarks';
export { listStudentBookmarksAsAdmin } from './list-student-bookmarks-as-admin';
export type { AdminOpeningFilters } from './admin-opening-scope';
export { listGroupOpenings } from './list-group-openings';
// The admin list's filter, shared on purpose with company-rankings' bulk unsubmit.
export { assertOpeningInGroup, groupOpeningsQuery, matchingGroupOpeningIds } from './group-openings-scope';
export { shownOpeningStatus } from './shown-opening-status';
export { listOpeningsByIds, listOpeningsByIdsQuery } from './list-openings-by-ids';
export { getAdminOpening } from './get-admin-opening';
export { changeOpeningStatusAsAdmin, type AdminOpeningTransition } from './change-opening-status-as-admin';
export { changeOpeningsStatusAsAdmin } from './change-openings-status-as-admin';
export { updateOpeningAsAdmin } from './update-opening-as-admin';
export { deleteOpeningAsAdmin } from './delete-opening-as-admin';
export { exportOpenings } from './export-openings';
export { exportGroupOpenings } from './export-group-openings';
export { listStudentOpeningFilters, type StudentOpeningFilterOptions } from './list-student-opening-filters';
