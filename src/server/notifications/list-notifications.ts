import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '@/db/schema';
import type { NotificationList } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { booleanQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { recipientOf } from './recipient';

export const notificationListQuery = paginationQuery.extend({ unreadOnly: booleanQuery.default(false) });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** GET /api/notifications: the acting person's notifications, newest first, every event whatever the e-mail settings. */
export async function listNotifications({ ctx, query }: { ctx: Context; query: NotificationListQuery }): Promise<NotificationList> {
  const recipient = recipientOf(ctx.actor);
  const where = and(
    eq(notifications.recipientRole, recipient.role),
    eq(notifications.recipientId, recipient.id),
    query.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        notificationId: notifications.notificationId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        linkPath: notifications.linkPath,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(notifications).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null }));
  return toList(items, total, query);
}
