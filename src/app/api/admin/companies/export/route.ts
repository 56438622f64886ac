// GET /api/admin/companies/export – the companies under the list's search, filter and sort, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { adminCompanyListQuery, exportAdminCompanies } from '@/server/companies';
import { exportQuery } from '@/server/exports';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: exportQuery(adminCompanyListQuery) }, async ({ ctx, query: { format, ...query } }) => exportAdminCompanies({ ctx, query, format }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
