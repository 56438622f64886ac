import 'server-only';
export { addAdmin, addAdminInput, type AddAdminInput } from './add-admin';
export { listAdmins } from './list-admins';
export { setAdminActive } from './set-admin-active';
