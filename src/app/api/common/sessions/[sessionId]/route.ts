// GET /api/common/sessions/{sessionId} – one session with its current round's dates
import { z } from 'zod';
import { sessionView } from '@/lib/session-view';
import { idParam, methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { getSession } from '@/server/sessions';

export const GET = route({ auth: PORTAL_ROLES, params: z.object({ sessionId: idParam }), response: sessionView }, async ({ ctx, params }) =>
  getSession({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
