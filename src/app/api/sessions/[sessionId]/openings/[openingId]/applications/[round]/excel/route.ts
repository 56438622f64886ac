// GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}/excel – the same applications as an .xlsx file with Thai headers
import { z } from 'zod';
import { exportOpeningApplications } from '@/server/applications';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam, round: idParam });

export const GET = route({ auth: COMPANY_USER, params }, async ({ ctx, params }) =>
  exportOpeningApplications({ ctx, ...params, origin: new URL(ctx.request.url).origin }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
