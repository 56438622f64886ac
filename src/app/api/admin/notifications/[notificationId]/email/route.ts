// GET /api/admin/notifications/{notificationId}/email – the e-mail of a notification as sent or kept (subject, text and HTML parts)
import { z } from 'zod';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getNotificationEmail } from '@/server/notifications';

export const GET = route({ auth: ADMIN, params: z.object({ notificationId: idParam }) }, async ({ ctx, params }) =>
  getNotificationEmail({ ctx, notificationId: params.notificationId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
