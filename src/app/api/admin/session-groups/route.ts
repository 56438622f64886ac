// GET /api/admin/session-groups – the session groups with their rounds and sessions, newest first, paged; POST /api/admin/session-groups – create a group with its rounds
import { sessionGroupList, sessionGroupView } from '@/lib/session-groups';
import { ADMIN, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { createSessionGroup, createSessionGroupInput, listSessionGroups } from '@/server/session-groups';

export const GET = route({ auth: ADMIN, query: paginationQuery, response: sessionGroupList }, async ({ ctx, query }) =>
  listSessionGroups({ ctx, pagination: query }),
);

export const POST = route({ auth: ADMIN, status: 201, body: createSessionGroupInput, response: sessionGroupView }, async ({ ctx, body }) =>
  createSessionGroup({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
