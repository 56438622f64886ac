// GET /api/admin/sessions/{sessionId}/matching/preview – who would take part in the current round's matching, the openings that would take no one, and whether it can run now; changes nothing
import { z } from 'zod';
import { matchingPreview } from '@/lib/matching';
import { ADMIN, apiLocaleOf, idParam, methodsNotAllowed, route } from '@/server/http';
import { previewMatching } from '@/server/matching';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: ADMIN, params, response: matchingPreview }, async ({ ctx, params }) =>
  previewMatching({ ctx, sessionId: params.sessionId, locale: apiLocaleOf(ctx.request) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
