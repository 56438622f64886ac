// GET /api/sessions/{sessionId}/openings/{openingId}/result/{round} – the students matched to the company's own opening (403 until the results are announced)
import { z } from 'zod';
import { openingResult } from '@/lib/applications';
import { getOpeningResult } from '@/server/applications';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam, round: idParam });

export const GET = route({ auth: COMPANY_USER, params, response: openingResult }, async ({ ctx, params }) =>
  getOpeningResult({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
