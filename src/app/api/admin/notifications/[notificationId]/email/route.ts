// GET /api/admin/notifications/{notificationId}/email – the e-mail of a notification as sent or kept (subject, text and HTML parts; format=html: the HTML part itself)
import { z } from 'zod';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getNotificationEmail } from '@/server/notifications';

// The HTML part is opened as its own document in a sandbox with nothing allowed but its inline styles: it runs no
// script and reaches nothing of the portal, whatever a notification's text contained.
const MAIL_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export const GET = route(
  { auth: ADMIN, params: z.object({ notificationId: idParam }), query: z.object({ format: z.enum(['json', 'html']).default('json') }) },
  async ({ ctx, params, query }) => {
    const email = await getNotificationEmail({ ctx, notificationId: params.notificationId });
    if (query.format === 'json') return email;
    return new Response(email.html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': MAIL_CONTENT_SECURITY_POLICY } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
