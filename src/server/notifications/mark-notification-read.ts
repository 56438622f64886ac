import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { recipientOf } from './recipient';

/** POST /api/notifications/{notificationId}/read: someone else's notification is not found (404), not forbidden, so ids reveal nothing. */
export async function markNotificationRead({
  ctx,
  notificationId,
}: {
  ctx: Context;
  notificationId: number;
}): Promise<{ message: string }> {
  const recipient = recipientOf(ctx.actor);
  const mine = and(
    eq(notifications.notificationId, notificationId),
    eq(notifications.recipientRole, recipient.role),
    eq(notifications.recipientId, recipient.id),
  );
  const [exists] = await ctx.db.select({ notificationId: notifications.notificationId }).from(notifications).where(mine);
  if (!exists) throw new NotFoundError('Notification not found');
  // A notification read earlier keeps the time it was first read.
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(mine, isNull(notifications.readAt)));
  return { message: 'Notification marked as read' };
}
