// GET /api/notifications – the signed-in person's notifications, newest first (unreadOnly=true: only the unread)
import { notificationList } from '@/lib/notifications';
import { PORTAL_ROLES, methodsNotAllowed, route } from '@/server/http';
import { listNotifications, notificationListQuery } from '@/server/notifications';

export const GET = route({ auth: PORTAL_ROLES, query: notificationListQuery, response: notificationList }, async ({ ctx, query }) =>
  listNotifications({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
