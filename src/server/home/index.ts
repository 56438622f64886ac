import 'server-only';
export { getAdminDashboard } from './get-admin-dashboard';
export { getCompanyHome } from './get-company-home';
export { getPortalState, type PortalState } from './get-portal-state';
export { getStudentHome } from './get-student-home';
export { listSettingRows } from './list-setting-rows';
export { getPortalContext, getPortalSessions } from './portal-context';
