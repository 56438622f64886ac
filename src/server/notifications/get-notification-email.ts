import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '@/db/schema';
import type { NotificationEmail } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { recipientLocales } from './recipient-locale';
import { renderEmail } from './render-email';

/** format=html answers the HTML part itself, as its own document, rather than the JSON of every part. */
export const getNotificationEmailQuery = z.object({ format: z.enum(['json', 'html']).default('json') });

/**
 * The mail of one notification as it is (or would be) sent: the admins' mail page, where development keeps its mails.
 * Its unsubscribe link is masked: an admin reads the mail, and does not get a key that unsubscribes its recipient.
 */
export async function getNotificationEmail({ ctx, notificationId }: { ctx: Context; notificationId: number }): Promise<NotificationEmail> {
  const [row] = await ctx.db.select().from(notifications).where(eq(notifications.notificationId, notificationId));
  if (!row) throw new NotFoundError('Notification not found');
  const localeOf = await recipientLocales({ db: ctx.db, recipients: [row] });
  const { subject, text, html, messageId } = renderEmail({ ...row, locale: localeOf(row) }, ctx.now, { isPreview: true });
  return {
    subject,
    text,
    html,
    messageId,
    notificationId,
    emailAddress: row.emailAddress,
    emailStatus: row.emailStatus,
    emailSentAt: row.emailSentAt?.toISOString() ?? null,
  };
}
