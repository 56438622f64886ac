// POST /api/admin/session-groups/{sessionGroupId}/close-round – close the current round and move the group to the next (answers the updated group)
import { z } from 'zod';
import { sessionGroupView } from '@/lib/session-groups';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { closeRound } from '@/server/session-groups';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionGroupId: idParam }), response: sessionGroupView },
  async ({ ctx, params }) => closeRound({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
