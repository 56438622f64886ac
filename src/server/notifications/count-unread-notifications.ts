import { and, count, eq, isNull } from 'drizzle-orm';
import { notifications } from '@/db/schema';
import type { UnreadNotificationCount } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { recipientOf } from './recipient';

/** GET /api/notifications/unread-count: the number on the bell. */
export async function countUnreadNotifications({ ctx }: { ctx: Context }): Promise<UnreadNotificationCount> {
  const recipient = recipientOf(ctx.actor);
  const [{ unreadCount }] = await ctx.db
    .select({ unreadCount: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientRole, recipient.role), eq(notifications.recipientId, recipient.id), isNull(notifications.readAt)));
  return { unreadCount };
}
