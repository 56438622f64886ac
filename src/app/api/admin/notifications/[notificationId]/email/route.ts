// GET /api/admin/notifications/{notificationId}/email – the e-mail of a notification as sent or kept (subject, text and HTML parts; format=html: the HTML part itself)
import { z } from 'zod';
import { notificationEmail } from '@/lib/notifications';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getNotificationEmail, getNotificationEmailQuery } from '@/server/notifications';

export const GET = route(
  {
    auth: ADMIN,
    params: z.object({ notificationId: idParam }),
    query: getNotificationEmailQuery,
    response: notificationEmail,
  },
  async ({ ctx, params, query }) => {
    const email = await getNotificationEmail({ ctx, notificationId: params.notificationId });
    if (query.format === 'json') return email;
    // Opened as its own document under the API's Content-Security-Policy (next.config.ts: default-src 'none'): it runs
    // no script and loads nothing, whatever a notification's text contained; the mail's inline styles are dropped too.
    return new Response(email.html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
