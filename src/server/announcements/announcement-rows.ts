import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { accounts, announcements, notifications } from '@/db/schema';
import type { AnnouncementDelivery, AnnouncementView } from '@/lib/announcements';
import { NotFoundError } from '@/server/errors';
import { announcementEventKey } from './send-due-announcements';

type AnnouncementRow = typeof announcements.$inferSelect & { createdByName: string | null };

const NO_DELIVERY: AnnouncementDelivery = {
  recipients: 0,
  read: 0,
  emailSent: 0,
  emailKept: 0,
  emailFailed: 0,
  emailSkipped: 0,
  emailPending: 0,
};

export const announcementColumns = {
  announcementId: announcements.announcementId,
  sessionId: announcements.sessionId,
  audience: announcements.audience,
  titleTh: announcements.titleTh,
  bodyTh: announcements.bodyTh,
  titleEn: announcements.titleEn,
  bodyEn: announcements.bodyEn,
  scheduledAt: announcements.scheduledAt,
  status: announcements.status,
  recipientCount: announcements.recipientCount,
  createdByPlatformUid: announcements.createdByPlatformUid,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  sentAt: announcements.sentAt,
  createdByName: accounts.displayName,
};

/** One page of a session's announcements, newest first. */
export async function readAnnouncementPage(db: Executor, sessionId: number, limit: number, offset: number): Promise<AnnouncementRow[]> {
  return db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(accounts, eq(accounts.platformUid, announcements.createdByPlatformUid))
    .where(eq(announcements.sessionId, sessionId))
    .orderBy(desc(announcements.createdAt), desc(announcements.announcementId))
    .limit(limit)
    .offset(offset);
}

export async function readAnnouncement(db: Executor, announcementId: number): Promise<AnnouncementRow> {
  const [row] = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(accounts, eq(accounts.platformUid, announcements.createdByPlatformUid))
    .where(and(eq(announcements.announcementId, announcementId)));
  if (!row) throw new NotFoundError('ไม่พบประกาศนี้');
  return row;
}

/**
 * The delivery of each announcement, counted in SQL from the outbox: its notifications, read, and e-mails by status.
 * The partial index on the announcements' event keys (migration 0028) keeps this to their own rows.
 */
export async function deliveriesOf(db: Executor, announcementIds: readonly number[]): Promise<Map<number, AnnouncementDelivery>> {
  const byId = new Map<number, AnnouncementDelivery>();
  if (announcementIds.length === 0) return byId;
  const keys = announcementIds.map(announcementEventKey);
  const rows = await rowsOf<{ event_key: string } & Record<string, number>>(
    db,
    sql`select ${notifications.eventKey} as event_key, count(*)::int as recipients,
        count(${notifications.readAt})::int as read,
        (count(*) filter (where ${notifications.emailStatus} = 'SENT'))::int as email_sent,
        (count(*) filter (where ${notifications.emailStatus} = 'KEPT'))::int as email_kept,
        (count(*) filter (where ${notifications.emailStatus} = 'FAILED'))::int as email_failed,
        (count(*) filter (where ${notifications.emailStatus} = 'SKIPPED'))::int as email_skipped,
        (count(*) filter (where ${notifications.emailStatus} in ('PENDING', 'SENDING')))::int as email_pending
      from ${notifications}
      where ${notifications.eventKey} like 'announcement:%' and ${inArray(notifications.eventKey, keys)}
      group by ${notifications.eventKey}`,
  );
  for (const row of rows) {
    byId.set(Number(row.event_key.slice('announcement:'.length)), {
      recipients: Number(row.recipients),
      read: Number(row.read),
      emailSent: Number(row.email_sent),
      emailKept: Number(row.email_kept),
      emailFailed: Number(row.email_failed),
      emailSkipped: Number(row.email_skipped),
      emailPending: Number(row.email_pending),
    });
  }
  return byId;
}

export function toAnnouncementView(row: AnnouncementRow, delivery: AnnouncementDelivery | undefined): AnnouncementView {
  return {
    announcementId: row.announcementId,
    sessionId: row.sessionId,
    audience: row.audience,
    titleTh: row.titleTh,
    bodyTh: row.bodyTh,
    titleEn: row.titleEn,
    bodyEn: row.bodyEn,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    createdBy: row.createdByPlatformUid,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    delivery: delivery ?? NO_DELIVERY,
  };
}

/** One announcement as the screen shows it, with its delivery. */
export async function announcementView(db: Executor, announcementId: number): Promise<AnnouncementView> {
  const row = await readAnnouncement(db, announcementId);
  const deliveries = await deliveriesOf(db, [announcementId]);
  return toAnnouncementView(row, deliveries.get(announcementId));
}
