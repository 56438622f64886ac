import 'server-only';
export { getAdminDashboard, type AdminDashboardData } from './get-admin-dashboard';
export { getCompanyHome, type CompanyHomeData } from './get-company-home';
export { getPortalState, type PortalState } from './get-portal-state';
export { getStudentHome, type StudentHomeData, type StudentEnrollmentSummary } from './get-student-home';
export { listSettingRows, type SettingRow } from './list-setting-rows';
export { getPortalContext, getPortalSessions } from './portal-context';
