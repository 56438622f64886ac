// GET /api/admin/export/openings/{sessionId} – the session's openings as an .xlsx spreadsheet
import { z } from 'zod';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { exportOpenings } from '@/server/openings';

export const GET = route({ auth: ADMIN, params: z.object({ sessionId: idParam }) }, async ({ ctx, params }) => exportOpenings({ ctx, sessionId: params.sessionId }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
