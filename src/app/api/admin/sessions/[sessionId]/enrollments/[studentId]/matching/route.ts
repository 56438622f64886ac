// POST /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching – set the student's match by hand {openingId} (uses quota); DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/matching – undo the student's match of the current round (frees the quota)
import { z } from 'zod';
import { manualMatchSet, manualMatchUndone } from '@/lib/matching';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { setManualMatch, setManualMatchInput, undoManualMatch, undoManualMatchInput } from '@/server/matching';

const params = z.object({ sessionId: idParam, studentId: textParam });

export const POST = route({ auth: ADMIN, params, body: setManualMatchInput, response: manualMatchSet }, async ({ ctx, params, body }) =>
  setManualMatch({ ctx, ...params, input: body }),
);

export const DELETE = route(
  { auth: ADMIN, params, body: undoManualMatchInput, response: manualMatchUndone },
  async ({ ctx, params, body }) => undoManualMatch({ ctx, ...params, input: body }),
);

export const { GET, HEAD, PUT, PATCH, OPTIONS } = methodsNotAllowed(['POST', 'DELETE']);
