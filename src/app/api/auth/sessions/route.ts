// GET /api/auth/sessions – the caller's live logins (devices), this one marked isCurrent; DELETE /api/auth/sessions – ends every other login of the caller's account
import { endedLoginSessions, ownLoginSessionList } from '@/lib/auth';
import { endOtherLoginSessions, listOwnLoginSessions } from '@/server/auth';
import { methodsNotAllowed, paginationQuery, route, SIGNED_IN } from '@/server/http';

export const GET = route({ auth: SIGNED_IN, query: paginationQuery, response: ownLoginSessionList }, async ({ ctx, query }) =>
  listOwnLoginSessions({ ctx, pagination: query }),
);

export const DELETE = route({ auth: SIGNED_IN, response: endedLoginSessions }, async ({ ctx }) => endOtherLoginSessions({ ctx }));

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'DELETE']);
