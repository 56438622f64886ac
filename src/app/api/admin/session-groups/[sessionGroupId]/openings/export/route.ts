// GET /api/admin/session-groups/{sessionGroupId}/openings/export – the group's openings under the list's filter, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportQuery } from '@/server/exports';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportGroupOpenings, groupOpeningsQuery } from '@/server/openings';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ sessionGroupId: idParam }),
    query: exportQuery(groupOpeningsQuery),
    response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE),
  },
  async ({ ctx, params, query: { format, ...filters } }) =>
    exportGroupOpenings({ ctx, sessionGroupId: params.sessionGroupId, filters, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
