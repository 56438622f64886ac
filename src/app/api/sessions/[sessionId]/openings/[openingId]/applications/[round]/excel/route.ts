// GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}/excel – the same applications as an .xlsx file its headers in the asker's language
import { z } from 'zod';
import { publicOrigin } from '@/lib/public-origin';
import { exportOpeningApplications } from '@/server/applications';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { COMPANY_USER, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam, round: idParam });

export const GET = route({ auth: COMPANY_USER, params, response: fileAnswer(XLSX_CONTENT_TYPE) }, async ({ ctx, params }) =>
  exportOpeningApplications({ ctx, ...params, origin: publicOrigin(ctx.request) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
