// GET /api/admin/session-groups/{sessionGroupId} – the group with its rounds and sessions; PATCH /api/admin/session-groups/{sessionGroupId} – rename it or replace its rounds
import { z } from 'zod';
import { sessionGroupView } from '@/lib/session-groups';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getSessionGroup, updateSessionGroup, updateSessionGroupInput } from '@/server/session-groups';

const params = z.object({ sessionGroupId: idParam });

export const GET = route({ auth: ADMIN, params, response: sessionGroupView }, async ({ ctx, params }) =>
  getSessionGroup({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const PATCH = route(
  { auth: ADMIN, params, body: updateSessionGroupInput, response: sessionGroupView },
  async ({ ctx, params, body }) => updateSessionGroup({ ctx, sessionGroupId: params.sessionGroupId, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
