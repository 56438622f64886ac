// GET /api/common/sessions/{sessionId} – one session with its current round's dates
import { z } from 'zod';
import { PORTAL_ROLES, idParam, route } from '@/server/http';
import { getSession } from '@/server/sessions';

export const GET = route({ auth: PORTAL_ROLES, params: z.object({ sessionId: idParam }) }, async ({ ctx, params }) => getSession(ctx, params.sessionId));
