// POST /api/notifications/read-all – mark every notification of the signed-in person as read
import { markedAllRead } from '@/lib/notifications';
import { PORTAL_ROLES, methodsNotAllowed, route } from '@/server/http';
import { markAllNotificationsRead } from '@/server/notifications';

export const POST = route({ auth: PORTAL_ROLES, response: markedAllRead }, async ({ ctx }) => markAllNotificationsRead({ ctx }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
