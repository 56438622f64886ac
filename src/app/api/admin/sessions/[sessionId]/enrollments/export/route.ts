// GET /api/admin/sessions/{sessionId}/enrollments/export – the session's enrollments under the list's filter and sort, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { enrollmentListQuery, exportEnrollments } from '@/server/enrollments';
import { exportQuery } from '@/server/exports';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ sessionId: idParam }),
    query: exportQuery(enrollmentListQuery),
    response: fileAnswer('text/csv', XLSX_CONTENT_TYPE),
  },
  async ({ ctx, params, query: { format, ...query } }) => exportEnrollments({ ctx, sessionId: params.sessionId, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
