// GET /api/admin/sessions/{sessionId}/applications – every application of the session in a round (default the current one), paged
import { z } from 'zod';
import { adminSessionApplicationPage } from '@/lib/applications';
import { adminSessionApplicationsQuery, listSessionApplicationsAsAdmin } from '@/server/applications';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam });

export const GET = route(
  { auth: ADMIN, params, query: adminSessionApplicationsQuery, response: adminSessionApplicationPage },
  async ({ ctx, params, query }) => listSessionApplicationsAsAdmin({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
