import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '@/db/array-literal';
import type { Database, Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import {
  accounts,
  enrollments,
  evaluationRequests,
  interviewBookings,
  interviewSlots,
  notificationPreferences,
  notifications,
  openings,
  studentEmailVerifications,
  students,
} from '@/db/schema';
import { isLocale } from '@/i18n/locales';
import { isEmailEnabledByDefault, type NotificationKind, type NotificationRecipientRole } from '@/lib/notifications';
import type { SystemContext } from '@/server/context';
import { evaluationLinkToken, evaluationTokenHash } from './evaluation-link';
import type { Mailer } from './mailer';
import { renderEmail } from './render-email';

/** A claimed row is the worker's for this long; past it another worker may take it (the first one crashed or hung). */
export const LEASE_MS = 5 * 60 * 1000;
/** Attempts before a mail is given up as FAILED. */
export const MAX_EMAIL_ATTEMPTS = 6;
/** The wait after the first failure; doubled after each further one (1, 2, 4, 8, 16 minutes). */
export const FIRST_RETRY_MS = 60 * 1000;

export type DeliveryOutcome = { claimed: number; sent: number; kept: number; skipped: number; retried: number; failed: number };

type ClaimedRow = {
  notification_id: number;
  recipient_role: NotificationRecipientRole;
  recipient_id: string;
  kind: NotificationKind;
  event_key: string;
  title: string;
  body: string;
  link_path: string;
  created_at: Date | string;
  email_attempts: number;
  address: string | null;
  /** The recipient's language (accounts.locale), null when unset or for a mentor. */
  locale: string | null;
  is_email_enabled: boolean | null;
  /** A mentor's mail (recipient `evaluation:<requestId>`): the request it links to, as it is now. */
  evaluation_request_id: number | null;
  evaluation_send_count: number | null;
  evaluation_token_hash: string | null;
  evaluation_submitted_at: Date | string | null;
  evaluation_token_expires_at: Date | string | null;
};

/** What the re-checks before sending read of a claimed row (the e-mail and the LINE pass alike). */
export type OutboxRow = Pick<ClaimedRow, 'notification_id' | 'recipient_id' | 'kind' | 'event_key'>;

const n = alias(notifications, 'n');
const s = alias(students, 's');
const v = alias(studentEmailVerifications, 'v');
const sa = alias(accounts, 'sa');
const a = alias(accounts, 'a');
const p = alias(notificationPreferences, 'p');
const e = alias(enrollments, 'e');
const o = alias(openings, 'o');
const ib = alias(interviewBookings, 'ib');
const isl = alias(interviewSlots, 'isl');
const er = alias(evaluationRequests, 'er');

type Finish = {
  id: number;
  attempts: number;
  status: 'SENT' | 'KEPT' | 'SKIPPED' | 'PENDING' | 'FAILED';
  address: string | null;
  error: string | null;
  nextAt: Date | null;
};

export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

/**
 * One pass of the e-mail worker: claims up to `batchSize` due mails, sends them through one pooled transport (or,
 * with no mailer, keeps them for the admins' page), and records each outcome. The claim is an UPDATE of rows picked
 * with FOR UPDATE SKIP LOCKED in a short transaction of its own: workers on several instances never pick the same
 * row, and no transaction stays open while SMTP talks. A claimed row carries a lease; a worker that died mid-batch
 * leaves rows whose lease runs out and are claimed again. Each outcome is written only if the row is still this
 * claim's (status SENDING with the same attempt count), so a worker that overran its lease cannot undo another's work.
 */
export async function deliverNotificationEmails({
  ctx,
  mailer,
  batchSize = 500,
}: {
  ctx: SystemContext;
  mailer: Mailer | null;
  batchSize?: number;
}): Promise<DeliveryOutcome> {
  const { db, now } = ctx;
  const claimed = await claimDue(db, now, batchSize);
  const outcome: DeliveryOutcome = { claimed: claimed.length, sent: 0, kept: 0, skipped: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return outcome;
  const stillRelevant = await relevantReminderIds(db, claimed);
  const staleInterviews = new Set(await staleInterviewReminders(db, claimed, now));

  const finishes = await Promise.all(
    claimed.map(async (row): Promise<Finish> => {
      const base = { id: row.notification_id, attempts: row.email_attempts, address: row.address, error: null, nextAt: null };
      const isEnabled = row.is_email_enabled ?? isEmailEnabledByDefault(row.kind);
      if (!isEnabled) return { ...base, status: 'SKIPPED', error: 'ปิดการรับอีเมลประเภทนี้' };
      if (!row.address) return { ...base, status: 'SKIPPED', error: 'ไม่มีที่อยู่อีเมล' };
      if (!stillRelevant.has(row.notification_id)) return { ...base, status: 'SKIPPED', error: 'ดำเนินการแล้วก่อนถึงเวลาส่ง' };
      if (staleInterviews.has(row.notification_id))
        return { ...base, status: 'SKIPPED', error: 'การสัมภาษณ์ถูกยกเลิก เลื่อน หรือเริ่มไปแล้วก่อนถึงเวลาส่ง' };
      const evaluation = row.recipient_role === 'mentor' ? mentorLink(row, now) : null;
      if (evaluation && 'skip' in evaluation) return { ...base, status: 'SKIPPED', error: evaluation.skip };
      if (!mailer) return { ...base, status: 'KEPT' };
      const rendered = renderEmail(
        {
          notificationId: row.notification_id,
          recipientRole: row.recipient_role,
          recipientId: row.recipient_id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          linkPath: row.link_path,
          createdAt: new Date(row.created_at),
          locale: isLocale(row.locale) ? row.locale : undefined,
        },
        now,
        { evaluationToken: evaluation?.token },
      );
      try {
        await mailer.send({ from: mailer.from, to: row.address, ...rendered });
        return { ...base, status: 'SENT' };
      } catch (error) {
        const message = (error as Error).message.slice(0, 1000);
        if (row.email_attempts >= MAX_EMAIL_ATTEMPTS) return { ...base, status: 'FAILED', error: message };
        return { ...base, status: 'PENDING', error: message, nextAt: new Date(now.getTime() + retryDelayMs(row.email_attempts)) };
      }
    }),
  );
  await recordFinishes(db, now, finishes);
  for (const finish of finishes) {
    if (finish.status === 'SENT') outcome.sent += 1;
    else if (finish.status === 'KEPT') outcome.kept += 1;
    else if (finish.status === 'SKIPPED') outcome.skipped += 1;
    else if (finish.status === 'PENDING') outcome.retried += 1;
    else outcome.failed += 1;
  }
  return outcome;
}

/**
 * Runs passes until nothing is due (a cohort is several batches), for the worker loop, the benchmark and tests.
 * It takes a clock rather than a SystemContext: each pass reads the time afresh.
 */
export async function deliverAllDueNotificationEmails(input: {
  db: Database;
  now: () => Date;
  mailer: Mailer | null;
  batchSize?: number;
}): Promise<DeliveryOutcome> {
  const total: DeliveryOutcome = { claimed: 0, sent: 0, kept: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const pass = await deliverNotificationEmails({
      ctx: { db: input.db, now: input.now() },
      mailer: input.mailer,
      batchSize: input.batchSize,
    });
    for (const key of Object.keys(total) as (keyof DeliveryOutcome)[]) total[key] += pass[key];
    if (pass.claimed === 0) return total;
  }
}

async function claimDue(db: Database, now: Date, batchSize: number): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  return db.transaction(async (tx) =>
    rowsOf<ClaimedRow>(
      tx,
      sql`with due as (
          select ${notifications.notificationId} as notification_id from ${notifications}
          where ${notifications.emailNextAttemptAt} <= ${at}::timestamptz
            and (${notifications.emailStatus} = 'PENDING'
              or (${notifications.emailStatus} = 'SENDING' and ${notifications.emailLockedUntil} <= ${at}::timestamptz))
          order by ${notifications.emailNextAttemptAt}, ${notifications.notificationId}
          limit ${batchSize}
          for update skip locked
        ), claimed as (
          update ${notifications} ${n} set ${columnName(n.emailStatus)} = 'SENDING', ${columnName(n.emailLockedUntil)} = ${leaseUntil}::timestamptz,
            ${columnName(n.emailAttempts)} = ${n.emailAttempts} + 1
          from due where ${n.notificationId} = due.notification_id
          returning ${n.notificationId} as notification_id, ${n.recipientRole} as recipient_role, ${n.recipientId} as recipient_id,
            ${n.kind} as kind, ${n.eventKey} as event_key, ${n.title} as title, ${n.body} as body, ${n.linkPath} as link_path,
            ${n.createdAt} as created_at, ${n.emailAttempts} as email_attempts
        )
        select c.notification_id, c.recipient_role, c.recipient_id, c.kind, c.event_key, c.title, c.body, c.link_path, c.created_at, c.email_attempts,
          case c.recipient_role
            -- A contact address still awaiting its verification link gets no mail: the one it replaced does.
            when 'student' then coalesce(case when ${v.studentId} is null then nullif(${s.email}, '') else nullif(${v.previousEmail}, '') end, ${sa.email})
            when 'mentor' then nullif(${er.mentorEmail}, '')
            else ${a.email}
          end as address,
          coalesce(${sa.locale}, ${a.locale}) as locale,
          ${p.isEmailEnabled} as is_email_enabled,
          ${er.requestId} as evaluation_request_id, ${er.sendCount} as evaluation_send_count, ${er.tokenHash} as evaluation_token_hash,
          ${er.submittedAt} as evaluation_submitted_at, ${er.tokenExpiresAt} as evaluation_token_expires_at
        from claimed c
        left join ${students} ${s} on c.recipient_role = 'student' and ${s.studentId} = c.recipient_id
        left join ${studentEmailVerifications} ${v} on ${v.studentId} = ${s.studentId}
        left join ${accounts} ${sa} on ${sa.platformUid} = ${s.platformUid}
        left join ${accounts} ${a} on c.recipient_role in ('admin', 'company_user') and ${a.platformUid} = c.recipient_id
        left join ${evaluationRequests} ${er} on c.recipient_role = 'mentor' and 'evaluation:' || ${er.requestId} = c.recipient_id
        left join ${notificationPreferences} ${p}
          on ${p.recipientRole} = c.recipient_role and ${p.recipientId} = c.recipient_id and ${p.kind} = c.kind
        order by c.notification_id`,
    ),
  );
}

/**
 * A mentor's link, rebuilt from the request as it is now (the outbox never holds it): the current token, checked
 * against the stored hash; no mail once the evaluation is submitted, the link expired or the request is gone.
 */
function mentorLink(row: ClaimedRow, now: Date): { token: string } | { skip: string } {
  if (row.evaluation_request_id === null || !row.evaluation_token_hash) return { skip: 'ไม่พบคำขอประเมิน' };
  if (row.evaluation_submitted_at) return { skip: 'พี่เลี้ยงประเมินแล้วก่อนถึงเวลาส่ง' };
  if (row.evaluation_token_expires_at && new Date(row.evaluation_token_expires_at) <= now) return { skip: 'ลิงก์ประเมินหมดอายุแล้ว' };
  const token = evaluationLinkToken({ requestId: Number(row.evaluation_request_id), sendCount: Number(row.evaluation_send_count) });
  if (evaluationTokenHash(token) !== row.evaluation_token_hash) return { skip: 'ลิงก์ประเมินถูกแทนที่แล้ว' };
  return { token };
}

/**
 * Every claimed row except the reminders whose person has acted since the reminder was written: a student who
 * submitted (or was matched), an opening whose company ranked it. Checked again here because a reminder may wait
 * in the queue (a retry, a busy worker) past the moment the person acted.
 */
export async function relevantReminderIds(db: Executor, rows: OutboxRow[]): Promise<Set<number>> {
  const relevant = new Set(rows.map((row) => row.notification_id));
  const studentReminders = rows.filter((row) => row.kind === 'STUDENT_RANKING_REMINDER' || row.kind === 'OPENINGS_ANNOUNCED');
  if (studentReminders.length > 0) {
    const sessionIds = studentReminders.map((row) => Number(/:s(\d+):/.exec(row.event_key)?.[1] ?? 0));
    const acted = await rowsOf<{ notification_id: number }>(
      db,
      sql`select pair.notification_id from unnest(${arrayLiteral(studentReminders.map((row) => row.notification_id))}::int[],
          ${arrayLiteral(sessionIds)}::int[], ${arrayLiteral(studentReminders.map((row) => row.recipient_id))}::text[]) as pair(notification_id, session_id, student_id)
        where not exists (select 1 from ${enrollments} ${e} where ${e.sessionId} = pair.session_id and ${e.studentId} = pair.student_id
          and ${e.status} in ('PROFILE_EDIT_PENDING', 'RANKING_PENDING') and ${e.assignedOpeningId} is null)`,
    );
    for (const row of acted) relevant.delete(Number(row.notification_id));
  }
  const companyReminders = rows.filter((row) => row.kind === 'COMPANY_RANKING_REMINDER');
  if (companyReminders.length > 0) {
    const openingIds = companyReminders.map((row) => Number(/:o(\d+)$/.exec(row.event_key)?.[1] ?? 0));
    const acted = await rowsOf<{ notification_id: number }>(
      db,
      sql`select pair.notification_id from unnest(${arrayLiteral(companyReminders.map((row) => row.notification_id))}::int[], ${arrayLiteral(openingIds)}::int[])
          as pair(notification_id, opening_id)
        where not exists (select 1 from ${openings} ${o} where ${o.openingId} = pair.opening_id and ${o.status} = 'PUBLISHED')`,
    );
    for (const row of acted) relevant.delete(Number(row.notification_id));
  }
  return relevant;
}

/**
 * The interview reminders (keys `…:{bookingId or slotId}:{startsAt ms}`) whose interview no longer stands as told:
 * the booking or the slot cancelled (no one booked left, for the company's), the slot moved, or already begun. Checked
 * here for the same reason as relevantReminderIds.
 */
export async function staleInterviewReminders(db: Executor, rows: OutboxRow[], now: Date): Promise<number[]> {
  const reminders = rows.filter((row) => row.kind === 'INTERVIEW_REMINDER' || row.kind === 'COMPANY_INTERVIEW_REMINDER');
  if (reminders.length === 0) return [];
  const keyParts = reminders.map((row) => /:(\d+):(\d+)$/.exec(row.event_key));
  const stale = await rowsOf<{ notification_id: number }>(
    db,
    sql`select pair.notification_id from unnest(${arrayLiteral(reminders.map((row) => row.notification_id))}::int[],
        ${arrayLiteral(reminders.map((row) => row.kind))}::text[], ${arrayLiteral(keyParts.map((parts) => Number(parts?.[1] ?? 0)))}::int[],
        ${arrayLiteral(keyParts.map((parts) => new Date(Number(parts?.[2] ?? 0)).toISOString()))}::timestamptz[])
        as pair(notification_id, kind, target_id, starts_at)
      where not exists (
        select 1 from ${interviewSlots} ${isl}
        where ${isl.slotId} = case when pair.kind = 'INTERVIEW_REMINDER'
            then (select ${ib.slotId} from ${interviewBookings} ${ib} where ${ib.bookingId} = pair.target_id and ${ib.cancelledAt} is null)
            else pair.target_id end
          and ${isl.cancelledAt} is null and ${isl.startsAt} = pair.starts_at and ${isl.startsAt} > ${now.toISOString()}::timestamptz
          and exists (select 1 from ${interviewBookings} ${ib} where ${ib.slotId} = ${isl.slotId} and ${ib.cancelledAt} is null))`,
  );
  return stale.map((row) => Number(row.notification_id));
}

async function recordFinishes(db: Database, now: Date, finishes: Finish[]): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`update ${notifications} ${n} set
      ${columnName(n.emailStatus)} = f.status::email_status,
      ${columnName(n.emailAddress)} = f.address,
      ${columnName(n.emailLastError)} = f.error,
      ${columnName(n.emailSentAt)} = case when f.status in ('SENT', 'KEPT') then ${at}::timestamptz else ${n.emailSentAt} end,
      ${columnName(n.emailNextAttemptAt)} = coalesce(f.next_at, ${n.emailNextAttemptAt}),
      ${columnName(n.emailLockedUntil)} = null
    from unnest(${arrayLiteral(finishes.map((finish) => finish.id))}::int[], ${arrayLiteral(finishes.map((finish) => finish.attempts))}::int[],
      ${arrayLiteral(finishes.map((finish) => finish.status))}::text[], ${arrayLiteral(finishes.map((finish) => finish.address))}::text[],
      ${arrayLiteral(finishes.map((finish) => finish.error))}::text[], ${arrayLiteral(finishes.map((finish) => finish.nextAt?.toISOString() ?? null))}::timestamptz[])
      as f(id, attempts, status, address, error, next_at)
    where ${n.notificationId} = f.id and ${n.emailStatus} = 'SENDING' and ${n.emailAttempts} = f.attempts`);
}
