import 'server-only';
export { addAdmin, addAdminInput, type AddAdminInput, type Admin } from './add-admin';
export { listAdmins, type AdminListItem } from './list-admins';
export { setAdminActive } from './set-admin-active';
