import 'server-only';
export { getPortalContext, getPortalSessions, getPortalState, type PortalState } from './portal';
export { getAdminDashboard, type AdminDashboardData } from './admin-dashboard';
export { getStudentHome, type StudentHomeData, type StudentEnrollmentSummary } from './student-home';
export { getCompanyHome, type CompanyHomeData } from './company-home';
export { listSettingRows, type SettingRow } from './settings';
