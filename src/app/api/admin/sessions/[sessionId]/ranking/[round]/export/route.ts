// GET /api/admin/sessions/{sessionId}/ranking/{round}/export – every enrolled student's ranking state in the round under the list's filter, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportQuery } from '@/server/exports';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportSessionRankings, sessionRankingsQuery } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route(
  { auth: ADMIN, params, query: exportQuery(sessionRankingsQuery), response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE) },
  async ({ ctx, params, query: { format, ...query } }) =>
    exportSessionRankings({ ctx, sessionId: params.sessionId, round: params.round, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
