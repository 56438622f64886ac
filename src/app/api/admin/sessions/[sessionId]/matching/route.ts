// POST /api/admin/sessions/{sessionId}/matching – {confirm:false} previews the current round's matching, {confirm:true} runs (or reruns) it; DELETE /api/admin/sessions/{sessionId}/matching – undoes the current round's matching before results are announced
import { z } from 'zod';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { runMatching, runMatchingInput, undoMatching } from '@/server/matching';

const params = z.object({ sessionId: idParam });

export const POST = route({ auth: ADMIN, params, body: runMatchingInput.optional().transform((body) => body ?? { confirm: false }) }, async ({ ctx, params, body }) =>
  runMatching(ctx, params.sessionId, body),
);

export const DELETE = route({ auth: ADMIN, params }, async ({ ctx, params }) => undoMatching(ctx, params.sessionId));

export const { GET, HEAD, PUT, PATCH, OPTIONS } = methodsNotAllowed(['POST', 'DELETE']);
