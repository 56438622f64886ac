import 'server-only';
export { addAdmin } from './add-admin';
export { listAdmins } from './list-admins';
export { setAdminActive } from './set-admin-active';
