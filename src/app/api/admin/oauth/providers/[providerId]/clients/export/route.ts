// GET /api/admin/oauth/providers/{providerId}/clients/export – the provider's OAuth clients, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { exportQuery } from '@/server/exports';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { exportClients } from '@/server/oauth';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ providerId: idParam }),
    query: exportQuery(paginationQuery),
    response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE),
  },
  async ({ ctx, params, query }) => exportClients({ ctx, providerId: params.providerId, format: query.format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
