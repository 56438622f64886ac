// PATCH /api/admin/sessions/{sessionId}/openings/{openingId} – correct any field of an opening that is not withdrawn
import { z } from 'zod';
import { adminOpeningView } from '@/lib/openings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { updateOpeningAsAdmin, updateOpeningInput } from '@/server/openings';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, openingId: idParam }), body: updateOpeningInput, response: adminOpeningView },
  async ({ ctx, params, body }) => updateOpeningAsAdmin({ ctx, sessionId: params.sessionId, openingId: params.openingId, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
