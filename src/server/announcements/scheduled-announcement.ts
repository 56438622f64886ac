import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { announcements } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { ConflictError, NotFoundError } from '@/server/errors';

/**
 * Locks a SCHEDULED announcement for a change (cancel, edit). The lock waits for a send in progress, so a change
 * never races the send: once sent (or cancelled) it is 409 in Thai naming when; 404 if there is none.
 */
export async function lockScheduledAnnouncement(db: Executor, announcementId: number): Promise<typeof announcements.$inferSelect> {
  const [locked] = await rowsOf<{ announcement_id: number }>(
    db,
    sql`select ${announcements.announcementId} as announcement_id from ${announcements}
      where ${announcements.announcementId} = ${announcementId} for update`,
  );
  if (!locked) throw new NotFoundError('ไม่พบประกาศนี้');
  const [row] = await db.select().from(announcements).where(eq(announcements.announcementId, announcementId));
  if (row.status === 'SENT') throw new ConflictError(`ประกาศนี้ส่งแล้วเมื่อ ${formatDateTime(row.sentAt ?? row.scheduledAt)} จึงยกเลิกหรือแก้ไขไม่ได้`);
  if (row.status === 'CANCELLED') throw new ConflictError(`ประกาศนี้ถูกยกเลิกไปแล้วเมื่อ ${formatDateTime(row.updatedAt)}`);
  return row;
}
