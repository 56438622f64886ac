import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { announcements, notifications } from '@/db/schema';
import type { AnnouncementAudience } from '@/lib/announcements';
import type { SystemContext } from '@/server/context';
import { audienceSql } from './audience';

/** Where an announcement's notification leads: the reader's notification centre, which shows its whole text. */
export const ANNOUNCEMENT_LINK_PATH = '/notifications';

export function announcementEventKey(announcementId: number): string {
  return `announcement:${announcementId}`;
}

type ClaimedAnnouncement = {
  announcement_id: number;
  session_id: number;
  audience: AnnouncementAudience;
  title_th: string;
  body_th: string;
};

/**
 * Claims one due SCHEDULED announcement (the given one, or the earliest due), writes a notification for every
 * person of its audience as it is now in one INSERT … SELECT, and marks it SENT with the count, all in the caller's
 * transaction. The claim's `FOR UPDATE SKIP LOCKED` and the status check make two instances at once send it once;
 * the outbox's unique key makes a repeat write nothing. Answers the announcement sent, or null when none was due.
 */
export async function sendOneDueAnnouncement({
  db,
  now,
  announcementId,
}: {
  db: Executor;
  now: Date;
  announcementId?: number;
}): Promise<{ announcementId: number; recipientCount: number } | null> {
  const at = now.toISOString();
  const only = announcementId === undefined ? sql`` : sql`and ${announcements.announcementId} = ${announcementId}`;
  const [claimed] = await rowsOf<ClaimedAnnouncement>(
    db,
    sql`select ${announcements.announcementId} as announcement_id, ${announcements.sessionId} as session_id, ${announcements.audience} as audience,
        ${announcements.titleTh} as title_th, ${announcements.bodyTh} as body_th
      from ${announcements}
      where ${announcements.status} = 'SCHEDULED' and ${announcements.scheduledAt} <= ${at}::timestamptz ${only}
      order by ${announcements.scheduledAt}, ${announcements.announcementId}
      limit 1
      for update skip locked`,
  );
  if (!claimed) return null;
  const id = Number(claimed.announcement_id);
  // Recipients get the Thai text; the English one is kept for when the portal speaks English (docs/announcements.md).
  const inserted = await rowsOf<{ count: number }>(
    db,
    sql`with written as (
        insert into ${notifications} (recipient_role, recipient_id, kind, event_key, title, body, link_path, created_at, email_next_attempt_at)
        select audience.recipient_role, audience.recipient_id, 'ANNOUNCEMENT', ${announcementEventKey(id)}, ${claimed.title_th}, ${claimed.body_th},
          ${ANNOUNCEMENT_LINK_PATH}, ${at}::timestamptz, ${at}::timestamptz
        from (${audienceSql(Number(claimed.session_id), claimed.audience)}) audience
        on conflict (recipient_role, recipient_id, event_key) do nothing
        returning 1
      )
      select count(*)::int as count from written`,
  );
  const recipientCount = Number(inserted[0]?.count ?? 0);
  await db.execute(
    sql`update ${announcements} set status = 'SENT', recipient_count = ${recipientCount}, sent_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where ${announcements.announcementId} = ${id}`,
  );
  return { announcementId: id, recipientCount };
}

/**
 * The scheduler's part: sends every SCHEDULED announcement whose time has come, each in its own transaction. Any
 * instance may run it at any time; each announcement is sent once.
 */
export async function sendDueAnnouncements({ ctx }: { ctx: SystemContext }): Promise<{ sent: number; written: number }> {
  let sent = 0;
  let written = 0;
  for (;;) {
    const outcome = await ctx.db.transaction((tx) => sendOneDueAnnouncement({ db: tx, now: ctx.now }));
    if (!outcome) return { sent, written };
    sent += 1;
    written += outcome.recipientCount;
  }
}
