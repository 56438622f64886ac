import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { announcements } from '@/db/schema';
import type { AnnouncementList } from '@/lib/announcements';
import type { Context } from '@/server/context';
import { integerQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { deliveriesOf, readAnnouncementPage, toAnnouncementView } from './announcement-rows';
import { sessionTitleOf } from './audience';

export const listAnnouncementsQuery = paginationQuery.extend({ sessionId: integerQuery });
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsQuery>;

/** GET /api/admin/announcements?sessionId: the session's announcements, newest first, each with its delivery counts. */
export async function listAnnouncements({ ctx, query }: { ctx: Context; query: ListAnnouncementsQuery }): Promise<AnnouncementList> {
  await sessionTitleOf(ctx.db, query.sessionId);
  const [rows, [{ total }]] = await Promise.all([
    readAnnouncementPage(ctx.db, query.sessionId, query.limit, offsetOf(query)),
    ctx.db.select({ total: count() }).from(announcements).where(eq(announcements.sessionId, query.sessionId)),
  ]);
  const deliveries = await deliveriesOf(
    ctx.db,
    rows.filter((row) => row.status === 'SENT').map((row) => row.announcementId),
  );
  return toList(
    rows.map((row) => toAnnouncementView(row, deliveries.get(row.announcementId))),
    total,
    query,
  );
}
