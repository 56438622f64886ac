import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '@/db/schema';
import type { MarkedAllRead } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { recipientOf } from './recipient';

/** POST /api/notifications/read-all */
export async function markAllNotificationsRead({ ctx }: { ctx: Context }): Promise<MarkedAllRead> {
  const recipient = recipientOf(ctx.actor);
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.recipientRole, recipient.role), eq(notifications.recipientId, recipient.id), isNull(notifications.readAt)))
    .returning({ notificationId: notifications.notificationId });
  return { message: 'All notifications marked as read', markedCount: marked.length };
}
