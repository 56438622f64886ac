// POST /api/notifications/{notificationId}/read – mark one of the signed-in person's notifications as read
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { PORTAL_ROLES, idParam, methodsNotAllowed, route } from '@/server/http';
import { markNotificationRead } from '@/server/notifications';

export const POST = route(
  { auth: PORTAL_ROLES, params: z.object({ notificationId: idParam }), response: messageAnswer },
  async ({ ctx, params }) => markNotificationRead({ ctx, notificationId: params.notificationId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
