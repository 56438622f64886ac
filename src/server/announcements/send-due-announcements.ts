import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { accounts, announcements, notifications, students } from '@/db/schema';
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
  title_en: string | null;
  body_en: string | null;
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
        ${announcements.titleTh} as title_th, ${announcements.bodyTh} as body_th,
        ${announcements.titleEn} as title_en, ${announcements.bodyEn} as body_en
      from ${announcements}
      where ${announcements.status} = 'SCHEDULED' and ${announcements.scheduledAt} <= ${at}::timestamptz ${only}
      order by ${announcements.scheduledAt}, ${announcements.announcementId}
      limit 1
      for update skip locked`,
  );
  if (!claimed) return null;
  const id = Number(claimed.announcement_id);
  // A recipient who reads English (accounts.locale) gets the English pair when the admin wrote one, everyone else the
  // Thai (docs/announcements.md); the language is read in the same INSERT … SELECT, joined per recipient.
  const hasEnglish = Boolean(claimed.title_en && claimed.body_en);
  const english = hasEnglish ? sql`coalesce(${accounts.locale}, 'th') = 'en'` : sql`false`;
  const inserted = await rowsOf<{ count: number }>(
    db,
    sql`with written as (
        insert into ${notifications} (recipient_role, recipient_id, kind, event_key, title, body, link_path, created_at, email_next_attempt_at)
        select audience.recipient_role, audience.recipient_id, 'ANNOUNCEMENT', ${announcementEventKey(id)},
          case when ${english} then ${claimed.title_en} else ${claimed.title_th} end,
          case when ${english} then ${claimed.body_en} else ${claimed.body_th} end,
          ${ANNOUNCEMENT_LINK_PATH}, ${at}::timestamptz, ${at}::timestamptz
        from (${audienceSql(Number(claimed.session_id), claimed.audience)}) audience
        left join ${students} on audience.recipient_role = 'student' and ${students.studentId} = audience.recipient_id
        left join ${accounts} on ${accounts.platformUid} = case when audience.recipient_role = 'student' then ${students.platformUid} else audience.recipient_id end
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
