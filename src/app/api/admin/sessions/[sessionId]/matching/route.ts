// POST /api/admin/sessions/{sessionId}/matching – runs (or reruns) the current round's matching and writes its results (the preview is GET …/matching/preview); DELETE /api/admin/sessions/{sessionId}/matching – undoes the current round's matching before results are announced
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { matchingRunSummary } from '@/lib/matching';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { runMatching, undoMatching } from '@/server/matching';

const params = z.object({ sessionId: idParam });
// No body is needed. `{confirm:false}` once asked for the preview: it is refused rather than run, so a
// client of the old contract never starts a run it did not mean.
const body = z
  .strictObject({
    confirm: z
      .literal(true, { error: 'POST runs the matching; the preview is GET /api/admin/sessions/{sessionId}/matching/preview' })
      .optional(),
  })
  .optional();

export const POST = route({ auth: ADMIN, params, body, response: matchingRunSummary }, async ({ ctx, params }) =>
  runMatching({ ctx, sessionId: params.sessionId }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  undoMatching({ ctx, sessionId: params.sessionId }),
);

export const { GET, HEAD, PUT, PATCH, OPTIONS } = methodsNotAllowed(['POST', 'DELETE']);
