import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, notifications, students } from '@/db/schema';
import { EMAIL_STATUSES, NOTIFICATION_KINDS, NOTIFICATION_RECIPIENT_ROLES, type SentNotificationList } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { offsetOf, paginationQuery, toList } from '@/server/validation';
import { containsLike } from '@/db/like-pattern';

export const sentNotificationsQuery = paginationQuery.extend({
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  emailStatus: z.enum(EMAIL_STATUSES).optional(),
  recipientRole: z.enum(NOTIFICATION_RECIPIENT_ROLES).optional(),
  /** Part of the recipient's id, e-mail address or the title. */
  search: z.string().trim().max(200).optional(),
});
export type SentNotificationsQuery = z.infer<typeof sentNotificationsQuery>;

/** GET /api/admin/notifications: what was sent to whom and when, and what failed, newest first, with filters. */
export async function listSentNotifications({
  ctx,
  query,
}: {
  ctx: Context;
  query: SentNotificationsQuery;
}): Promise<SentNotificationList> {
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(notifications.kind, query.kind) : undefined,
    query.emailStatus ? eq(notifications.emailStatus, query.emailStatus) : undefined,
    query.recipientRole ? eq(notifications.recipientRole, query.recipientRole) : undefined,
  ];
  if (query.search) {
    const pattern = containsLike(query.search);
    conditions.push(
      or(ilike(notifications.recipientId, pattern), ilike(notifications.emailAddress, pattern), ilike(notifications.title, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        notificationId: notifications.notificationId,
        recipientRole: notifications.recipientRole,
        recipientId: notifications.recipientId,
        studentFirstName: students.firstNameTh,
        studentLastName: students.lastNameTh,
        accountName: accounts.displayName,
        kind: notifications.kind,
        title: notifications.title,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        emailStatus: notifications.emailStatus,
        emailAttempts: notifications.emailAttempts,
        emailAddress: notifications.emailAddress,
        emailSentAt: notifications.emailSentAt,
        emailLastError: notifications.emailLastError,
        lineStatus: notifications.lineStatus,
        lineAttempts: notifications.lineAttempts,
        lineSentAt: notifications.lineSentAt,
        lineLastError: notifications.lineLastError,
      })
      .from(notifications)
      .leftJoin(students, and(eq(notifications.recipientRole, 'student'), eq(students.studentId, notifications.recipientId)))
      .leftJoin(
        accounts,
        and(
          or(eq(notifications.recipientRole, 'admin'), eq(notifications.recipientRole, 'company_user')),
          eq(accounts.platformUid, notifications.recipientId),
        ),
      )
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(notifications).where(where),
  ]);
  const items = rows.map(({ studentFirstName, studentLastName, accountName, ...row }) => ({
    ...row,
    recipientName: row.recipientRole === 'student' ? [studentFirstName, studentLastName].filter(Boolean).join(' ') || null : accountName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    emailSentAt: row.emailSentAt?.toISOString() ?? null,
    lineSentAt: row.lineSentAt?.toISOString() ?? null,
  }));
  return toList(items, total, query);
}
