// GET /api/admin/companies/export – the companies under the list's search, filter and sort, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { adminCompanyListQuery, exportAdminCompanies } from '@/server/companies';
import { exportQuery } from '@/server/exports';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, query: exportQuery(adminCompanyListQuery), response: fileAnswer('text/csv', XLSX_CONTENT_TYPE) },
  async ({ ctx, query: { format, ...query } }) => exportAdminCompanies({ ctx, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
