import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES, LINE_STATUSES, NOTIFICATION_KINDS, NOTIFICATION_RECIPIENT_ROLES } from '../../lib/notifications';

/** Who a notification is for: a student by studentId (who may never have signed in), a company user or an admin by platformUid. */
export const notificationRecipientRoleEnum = pgEnum('notification_recipient_role', NOTIFICATION_RECIPIENT_ROLES);

/** The kinds a person may switch e-mail off for (docs/notifications.md lists the events of each). */
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * PENDING: waits for the worker (from emailNextAttemptAt); SENDING: claimed by a worker until emailLockedUntil;
 * SENT: accepted by the SMTP server; KEPT: no SMTP_URL, kept for the admins' mail page instead of sent;
 * SKIPPED: not to be sent (e-mail off, no address, the reminder no longer applies); FAILED: gave up after the last attempt.
 */
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/** The LINE push of a notification (docs/line.md): as the e-mail's, without KEPT. */
export const lineStatusEnum = pgEnum('line_status', LINE_STATUSES);

/**
 * The transactional outbox and the in-portal notification centre in one row: written in the transaction of the change
 * that causes it (or by the scheduler for the date-based events), read by the centre, and claimed by the e-mail worker.
 * (recipientRole, recipientId, eventKey) is the idempotency key: each person hears of each event once.
 */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipientRole: notificationRecipientRoleEnum().notNull(),
    recipientId: text().notNull(),
    kind: notificationKindEnum().notNull(),
    eventKey: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    // The portal path of the screen that acts on it ("/student/sessions/3/ranking").
    linkPath: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    emailStatus: emailStatusEnum().notNull().default('PENDING'),
    emailAttempts: integer().notNull().default(0),
    emailNextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    emailLockedUntil: timestamp({ withTimezone: true }),
    emailAddress: text(),
    emailSentAt: timestamp({ withTimezone: true }),
    emailLastError: text(),
    // The LINE push, claimed by its own worker pass exactly as the e-mail (docs/line.md).
    lineStatus: lineStatusEnum().notNull().default('PENDING'),
    lineAttempts: integer().notNull().default(0),
    lineNextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lineLockedUntil: timestamp({ withTimezone: true }),
    lineSentAt: timestamp({ withTimezone: true }),
    lineLastError: text(),
  },
  (table) => [
    unique('notifications_recipient_event_unique').on(table.recipientRole, table.recipientId, table.eventKey),
    // The centre: a person's newest first, and the unread count.
    index('notifications_recipient_created_index').on(table.recipientRole, table.recipientId, table.createdAt),
    index('notifications_recipient_unread_index')
      .on(table.recipientRole, table.recipientId)
      .where(sql`${table.readAt} is null`),
    // The worker's claim reads only the rows still to send, oldest due first.
    index('notifications_email_due_index')
      .on(table.emailNextAttemptAt)
      .where(sql`${table.emailStatus} in ('PENDING', 'SENDING')`),
    // The admins' table: newest first, filtered by kind and status.
    index('notifications_created_index').on(table.createdAt),
    // An announcement's delivery counts (docs/announcements.md): its rows only, by event key.
    index('notifications_announcement_event_index')
      .on(table.eventKey)
      .where(sql`${table.eventKey} like 'announcement:%'`),
    // The LINE worker's claim, like the e-mail one's.
    index('notifications_line_due_index')
      .on(table.lineNextAttemptAt)
      .where(sql`${table.lineStatus} in ('PENDING', 'SENDING')`),
    check('notifications_email_attempts_non_negative', sql`${table.emailAttempts} >= 0`),
    check('notifications_line_attempts_non_negative', sql`${table.lineAttempts} >= 0`),
  ],
);

/** A person's e-mail choice per kind; no row means e-mail on (REPORT_READY: off, see docs/notifications.md). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    recipientRole: notificationRecipientRoleEnum().notNull(),
    recipientId: text().notNull(),
    kind: notificationKindEnum().notNull(),
    isEmailEnabled: boolean().notNull(),
    // LINE for the kind; null: never chosen, on (it reaches the person only while their LINE is linked and reachable).
    isLineEnabled: boolean(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recipientRole, table.recipientId, table.kind] })],
);

/**
 * A portal person's LINE account (docs/line.md), learnt through LINE Login. One LINE user id links to one person;
 * unreachableAt is set when they block the official account (unfollow webhook, or a push refused for it).
 */
export const lineLinks = pgTable(
  'line_links',
  {
    recipientRole: notificationRecipientRoleEnum().notNull(),
    recipientId: text().notNull(),
    lineUserId: text().notNull(),
    displayName: text().notNull(),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unreachableAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.recipientRole, table.recipientId] }),
    unique('line_links_line_user_unique').on(table.lineUserId),
  ],
);
