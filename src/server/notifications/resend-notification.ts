import { eq } from 'drizzle-orm';
import { notifications } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';

/**
 * POST /api/admin/notifications/{notificationId}/resend: puts the mail back in the queue with fresh attempts (a failed
 * one after the address was fixed, a kept or skipped one on purpose). The preference and the reminder checks apply
 * again when the worker takes it. A mail waiting or in flight is refused (409): it is about to go anyway.
 */
export async function resendNotification({ ctx, notificationId }: { ctx: Context; notificationId: number }): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ emailStatus: notifications.emailStatus })
      .from(notifications)
      .where(eq(notifications.notificationId, notificationId))
      .for('update');
    if (!row) throw new NotFoundError('Notification not found');
    if (row.emailStatus === 'PENDING' || row.emailStatus === 'SENDING')
      throw new ConflictError('This e-mail is already waiting to be sent');
    await tx
      .update(notifications)
      .set({ emailStatus: 'PENDING', emailAttempts: 0, emailNextAttemptAt: ctx.now, emailLockedUntil: null, emailLastError: null })
      .where(eq(notifications.notificationId, notificationId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'notification.resend',
        entityType: 'notification',
        entityId: notificationId,
        details: { previousStatus: row.emailStatus },
      },
    });
  });
  return { message: 'E-mail queued to be sent again' };
}
