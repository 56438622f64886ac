import type { AnnouncementView } from '@/lib/announcements';
import type { Context } from '@/server/context';
import { announcementView } from './announcement-rows';

/** GET /api/admin/announcements/{announcementId}: one announcement and its delivery (404 if none). */
export async function getAnnouncement({ ctx, announcementId }: { ctx: Context; announcementId: number }): Promise<AnnouncementView> {
  return announcementView(ctx.db, announcementId);
}
