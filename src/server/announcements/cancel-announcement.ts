import { eq } from 'drizzle-orm';
import { announcements } from '@/db/schema';
import type { AnnouncementView } from '@/lib/announcements';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { announcementView } from './announcement-rows';
import { lockScheduledAnnouncement } from './scheduled-announcement';

/** POST /api/admin/announcements/{announcementId}/cancel: a scheduled announcement is not sent (409 once sent). Audited. */
export async function cancelAnnouncement({ ctx, announcementId }: { ctx: Context; announcementId: number }): Promise<AnnouncementView> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockScheduledAnnouncement(tx, announcementId);
    await tx.update(announcements).set({ status: 'CANCELLED', updatedAt: ctx.now }).where(eq(announcements.announcementId, announcementId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'announcement.cancel',
        entityType: 'announcement',
        entityId: announcementId,
        details: { sessionId: row.sessionId, audience: row.audience, scheduledAt: row.scheduledAt.toISOString() },
      },
    });
    return announcementView(tx, announcementId);
  });
}
