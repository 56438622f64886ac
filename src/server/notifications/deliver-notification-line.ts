import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '@/db/array-literal';
import type { Database } from '@/db/client';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import { lineLinks, notificationPreferences, notifications } from '@/db/schema';
import type { NotificationKind, NotificationRecipientRole } from '@/lib/notifications';
import type { SystemContext } from '@/server/context';
import { lineConfig, pushLineMessage, type LineConfig } from '@/server/line';
import { LEASE_MS, MAX_EMAIL_ATTEMPTS, relevantReminderIds, retryDelayMs, staleInterviewReminders } from './deliver-notification-emails';
import { portalUrl } from './render-email';

export type LineDeliveryOutcome = { claimed: number; sent: number; skipped: number; retried: number; failed: number; unreachable: number };

type ClaimedLineRow = {
  notification_id: number;
  recipient_role: NotificationRecipientRole;
  recipient_id: string;
  kind: NotificationKind;
  event_key: string;
  title: string;
  body: string;
  link_path: string;
  created_at: Date | string;
  line_attempts: number;
  line_user_id: string | null;
  linked_at: Date | string | null;
  unreachable_at: Date | string | null;
  is_line_enabled: boolean | null;
};

type LineFinish = {
  id: number;
  attempts: number;
  status: 'SENT' | 'SKIPPED' | 'PENDING' | 'FAILED';
  error: string | null;
  nextAt: Date | null;
};

const n = alias(notifications, 'n');
const l = alias(lineLinks, 'l');
const p = alias(notificationPreferences, 'p');

/**
 * One pass of the LINE worker, the twin of the e-mail pass (deliverNotificationEmails): claim with FOR UPDATE SKIP
 * LOCKED, a lease and an attempt count on the `line_*` columns; push outside any transaction with the notification's
 * retry key; record each outcome only if the row is still this claim's. SKIPPED: LINE not configured, a mentor or an
 * admin (they cannot link), not linked (or linked after the notification was written), blocked, LINE off for the
 * kind, or a reminder no longer relevant. A push refused because the person blocked the account marks them unreachable.
 */
export async function deliverNotificationLine({
  ctx,
  config = lineConfig(),
  batchSize = 500,
}: {
  ctx: SystemContext;
  config?: LineConfig | null;
  batchSize?: number;
}): Promise<LineDeliveryOutcome> {
  const { db, now } = ctx;
  const claimed = await claimDue(db, now, batchSize);
  const outcome: LineDeliveryOutcome = { claimed: claimed.length, sent: 0, skipped: 0, retried: 0, failed: 0, unreachable: 0 };
  if (claimed.length === 0) return outcome;
  const stillRelevant = await relevantReminderIds(db, claimed);
  const staleInterviews = new Set(await staleInterviewReminders(db, claimed, now));
  const blocked: string[] = [];

  const finishes = await Promise.all(
    claimed.map(async (row): Promise<LineFinish> => {
      const base = { id: row.notification_id, attempts: row.line_attempts, error: null, nextAt: null };
      const skip = (error: string): LineFinish => ({ ...base, status: 'SKIPPED', error });
      if (!config) return skip('ไม่ได้ตั้งค่า LINE');
      if (row.recipient_role !== 'student' && row.recipient_role !== 'company_user') return skip('ผู้รับนี้ไม่มีช่องทาง LINE');
      if (!row.line_user_id || !row.linked_at || new Date(row.linked_at) > new Date(row.created_at)) return skip('ไม่ได้เชื่อม LINE');
      if (row.unreachable_at) return skip('ผู้รับบล็อกบัญชี LINE ทางการ');
      if (row.is_line_enabled === false) return skip('ปิดการรับทาง LINE ประเภทนี้');
      if (!stillRelevant.has(row.notification_id)) return skip('ดำเนินการแล้วก่อนถึงเวลาส่ง');
      if (staleInterviews.has(row.notification_id)) return skip('การสัมภาษณ์ถูกยกเลิก เลื่อน หรือเริ่มไปแล้วก่อนถึงเวลาส่ง');
      const pushed = await pushLineMessage({
        config,
        notificationId: row.notification_id,
        to: row.line_user_id,
        text: lineText(row),
      });
      if (pushed.kind === 'sent') return { ...base, status: 'SENT' };
      if (pushed.kind === 'unreachable') {
        blocked.push(row.line_user_id);
        return skip(pushed.error);
      }
      if (row.line_attempts >= MAX_EMAIL_ATTEMPTS) return { ...base, status: 'FAILED', error: pushed.error };
      return { ...base, status: 'PENDING', error: pushed.error, nextAt: new Date(now.getTime() + retryDelayMs(row.line_attempts)) };
    }),
  );
  await recordFinishes(db, now, finishes, blocked);
  for (const finish of finishes) {
    if (finish.status === 'SENT') outcome.sent += 1;
    else if (finish.status === 'SKIPPED') outcome.skipped += 1;
    else if (finish.status === 'PENDING') outcome.retried += 1;
    else outcome.failed += 1;
  }
  outcome.unreachable = new Set(blocked).size;
  return outcome;
}

/** Every due LINE push, pass after pass (the worker loop and tests). */
export async function deliverAllDueNotificationLine(input: {
  db: Database;
  now: () => Date;
  config?: LineConfig | null;
  batchSize?: number;
}): Promise<LineDeliveryOutcome> {
  const total: LineDeliveryOutcome = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, unreachable: 0 };
  for (;;) {
    const pass = await deliverNotificationLine({
      ctx: { db: input.db, now: input.now() },
      config: input.config === undefined ? lineConfig() : input.config,
      batchSize: input.batchSize,
    });
    for (const key of Object.keys(total) as (keyof LineDeliveryOutcome)[]) total[key] += pass[key];
    if (pass.claimed === 0) return total;
  }
}

/** The message: title, body and the link to the screen. */
export function lineText(row: { title: string; body: string; link_path: string }): string {
  return `${row.title}\n\n${row.body}\n\n${portalUrl()}${row.link_path}`;
}

async function claimDue(db: Database, now: Date, batchSize: number): Promise<ClaimedLineRow[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  return db.transaction(async (tx) =>
    rowsOf<ClaimedLineRow>(
      tx,
      sql`with due as (
          select ${notifications.notificationId} as notification_id from ${notifications}
          where ${notifications.lineNextAttemptAt} <= ${at}::timestamptz
            and (${notifications.lineStatus} = 'PENDING'
              or (${notifications.lineStatus} = 'SENDING' and ${notifications.lineLockedUntil} <= ${at}::timestamptz))
          order by ${notifications.lineNextAttemptAt}, ${notifications.notificationId}
          limit ${batchSize}
          for update skip locked
        ), claimed as (
          update ${notifications} ${n} set ${columnName(n.lineStatus)} = 'SENDING', ${columnName(n.lineLockedUntil)} = ${leaseUntil}::timestamptz,
            ${columnName(n.lineAttempts)} = ${n.lineAttempts} + 1
          from due where ${n.notificationId} = due.notification_id
          returning ${n.notificationId} as notification_id, ${n.recipientRole} as recipient_role, ${n.recipientId} as recipient_id,
            ${n.kind} as kind, ${n.eventKey} as event_key, ${n.title} as title, ${n.body} as body, ${n.linkPath} as link_path,
            ${n.createdAt} as created_at, ${n.lineAttempts} as line_attempts
        )
        select c.*, ${l.lineUserId} as line_user_id, ${l.linkedAt} as linked_at, ${l.unreachableAt} as unreachable_at,
          ${p.isLineEnabled} as is_line_enabled
        from claimed c
        left join ${lineLinks} ${l} on ${l.recipientRole} = c.recipient_role and ${l.recipientId} = c.recipient_id
        left join ${notificationPreferences} ${p}
          on ${p.recipientRole} = c.recipient_role and ${p.recipientId} = c.recipient_id and ${p.kind} = c.kind
        order by c.notification_id`,
    ),
  );
}

async function recordFinishes(db: Database, now: Date, finishes: LineFinish[], blocked: string[]): Promise<void> {
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`update ${notifications} ${n} set
        ${columnName(n.lineStatus)} = f.status::line_status,
        ${columnName(n.lineLastError)} = f.error,
        ${columnName(n.lineSentAt)} = case when f.status = 'SENT' then ${at}::timestamptz else ${n.lineSentAt} end,
        ${columnName(n.lineNextAttemptAt)} = coalesce(f.next_at, ${n.lineNextAttemptAt}),
        ${columnName(n.lineLockedUntil)} = null
      from unnest(${arrayLiteral(finishes.map((finish) => finish.id))}::int[], ${arrayLiteral(finishes.map((finish) => finish.attempts))}::int[],
        ${arrayLiteral(finishes.map((finish) => finish.status))}::text[], ${arrayLiteral(finishes.map((finish) => finish.error))}::text[],
        ${arrayLiteral(finishes.map((finish) => finish.nextAt?.toISOString() ?? null))}::timestamptz[])
        as f(id, attempts, status, error, next_at)
      where ${n.notificationId} = f.id and ${n.lineStatus} = 'SENDING' and ${n.lineAttempts} = f.attempts`);
    if (blocked.length > 0)
      await tx.execute(sql`update ${lineLinks} set ${columnName(lineLinks.unreachableAt)} = coalesce(${lineLinks.unreachableAt}, ${at}::timestamptz)
        where ${lineLinks.lineUserId} = any(${arrayLiteral([...new Set(blocked)])}::text[])`);
  });
}
