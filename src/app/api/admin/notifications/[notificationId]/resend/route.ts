// POST /api/admin/notifications/{notificationId}/resend – queue a notification's e-mail to be sent again
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { resendNotification } from '@/server/notifications';

export const POST = route(
  { auth: ADMIN, params: z.object({ notificationId: idParam }), response: messageAnswer },
  async ({ ctx, params }) => resendNotification({ ctx, notificationId: params.notificationId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
