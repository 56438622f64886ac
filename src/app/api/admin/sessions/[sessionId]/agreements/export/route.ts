// GET /api/admin/sessions/{sessionId}/agreements/export – the agreements table under its filter, every page, as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { exportQuery } from '@/server/exports';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportAgreements, listAgreementsQuery } from '@/server/agreements';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ sessionId: idParam }),
    query: exportQuery(listAgreementsQuery),
    response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE),
  },
  async ({ ctx, params, query: { format, ...query } }) => exportAgreements({ ctx, sessionId: params.sessionId, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
