// PATCH /api/admin/sessions/{sessionId} – change a session's title, description and limits
import { z } from 'zod';
import { sessionView } from '@/lib/session-view';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { updateSession, updateSessionInput } from '@/server/sessions';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: updateSessionInput, response: sessionView },
  async ({ ctx, params, body }) => updateSession({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
