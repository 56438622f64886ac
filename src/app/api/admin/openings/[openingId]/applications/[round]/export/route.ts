// GET /api/admin/openings/{openingId}/applications/{round}/export – the opening's active applicants of the round, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { z } from 'zod';
import { exportOpeningApplicantsAsAdmin } from '@/server/applications';
import { exportQuery } from '@/server/exports';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ openingId: idParam, round: idParam });

export const GET = route(
  { auth: ADMIN, params, query: exportQuery(paginationQuery), response: fileAnswer(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE) },
  async ({ ctx, params, query }) =>
    exportOpeningApplicantsAsAdmin({ ctx, openingId: params.openingId, round: params.round, format: query.format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
