// GET /api/admin/sessions/{sessionId}/matching/{round}/export – the round's matching results under the list's filter, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportQuery } from '@/server/exports';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportMatchingResults, matchingResultsQuery } from '@/server/matching';

const params = z.object({ sessionId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const GET = route(
  { auth: ADMIN, params, query: exportQuery(matchingResultsQuery), response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE) },
  async ({ ctx, params, query: { format, ...query } }) =>
    exportMatchingResults({ ctx, sessionId: params.sessionId, round: params.round, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
