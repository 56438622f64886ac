// GET /api/admin/session-groups/{sessionGroupId}/dashboard – students per session by enrollment status and openings per session by status
import { z } from 'zod';
import { sessionGroupDashboard } from '@/lib/session-groups';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getSessionGroupDashboard } from '@/server/session-groups';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionGroupId: idParam }), response: sessionGroupDashboard },
  async ({ ctx, params }) => getSessionGroupDashboard({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
