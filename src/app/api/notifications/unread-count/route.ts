// GET /api/notifications/unread-count – the number of unread notifications (the bell)
import { unreadNotificationCount } from '@/lib/notifications';
import { PORTAL_ROLES, methodsNotAllowed, route } from '@/server/http';
import { countUnreadNotifications } from '@/server/notifications';

export const GET = route({ auth: PORTAL_ROLES, response: unreadNotificationCount }, async ({ ctx }) => countUnreadNotifications({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
