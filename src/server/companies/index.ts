import 'server-only';
export { adminCompanyConditions, matchingCompanyIds, type AdminCompanyFilter } from './admin-company-filter';
export { updateCompanyInput, type CompanyUpdate } from './company-body';
export { companyRowsOfJson, createCompaniesInput, type NewCompany } from './company-import-plan';
export { createCompanies } from './create-companies';
export { createCompanyUser, createCompanyUserInput, type CreateCompanyUserInput } from './create-company-user';
export { exportAdminCompanies } from './export-admin-companies';
export { exportCompanyUsers } from './export-company-users';
export { getAdminCompany } from './get-admin-company';
export { getOwnCompany } from './get-own-company';
export { getPublicCompany, getPublicCompanyQuery } from './get-public-company';
export { dryRunCompanyImport } from './dry-run-company-import';
export {
  createCompaniesBody,
  importCompaniesFromFile,
  importCompaniesFromFileInput,
  type ImportCompaniesFromFileInput,
} from './import-companies-file';
export { adminCompanyListQuery, listAdminCompanies, type AdminCompanyQuery } from './list-admin-companies';
export { companyBrowseQuery, listCompanies, type CompanyBrowseQuery } from './list-companies';
export { listCompanyUsers } from './list-company-users';
export { matchingCompanyUserIds } from './matching-company-user-ids';
export { setCompaniesActive } from './set-companies-active';
export { setCompanyActive } from './set-company-active';
export { setCompanyUserActive } from './set-company-user-active';
export { setCompanyUserPassword, setCompanyUserPasswordInput, type SetCompanyUserPasswordInput } from './set-company-user-password';
export { setCompanyUsersActive } from './set-company-users-active';
export { updateCompany } from './update-company';
export { type OwnCompanyUpdate, updateOwnCompany, updateOwnCompanyInput } from './update-own-company';
