// GET /api/admin/notifications – every notification and its e-mail delivery (to whom, when, failed or not), with filters
import { sentNotificationList } from '@/lib/notifications';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { listSentNotifications, sentNotificationsQuery } from '@/server/notifications';

export const GET = route({ auth: ADMIN, query: sentNotificationsQuery, response: sentNotificationList }, async ({ ctx, query }) =>
  listSentNotifications({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
