// GET /api/common/sessions – the sessions this user may see, newest group first (a student: only enrolled ones)
import { sessionViews } from '@/lib/session-view';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listSessions } from '@/server/sessions';

export const GET = route({ auth: PORTAL_ROLES, response: sessionViews }, async ({ ctx }) => listSessions({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
