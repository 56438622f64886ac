// GET /api/admin/export/openings/{sessionId} – the session's openings as an .xlsx spreadsheet
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportOpenings } from '@/server/openings';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), response: fileAnswer(XLSX_CONTENT_TYPE) },
  async ({ ctx, params }) => exportOpenings({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
