// GET /api/admin/companies/{companyId}/users/export – the company's users, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportCompanyUsers } from '@/server/companies';
import { exportQuery } from '@/server/exports';
import { ADMIN, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route({ auth: ADMIN, params: z.object({ companyId: idParam }), query: exportQuery(paginationQuery) }, async ({ ctx, params, query }) =>
  exportCompanyUsers({ ctx, companyId: params.companyId, format: query.format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
