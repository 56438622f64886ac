// GET /api/admin/companies/{companyId}/users/export – the company's users, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportCompanyUsers } from '@/server/companies';
import { exportQuery } from '@/server/exports';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ companyId: idParam }),
    query: exportQuery(paginationQuery),
    response: fileAnswer('text/csv', XLSX_CONTENT_TYPE),
  },
  async ({ ctx, params, query }) => exportCompanyUsers({ ctx, companyId: params.companyId, format: query.format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
