import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '../../lib/announcements';
import { accounts } from './accounts';
import { sessions } from './sessions';

export const announcementAudienceEnum = pgEnum('announcement_audience', ANNOUNCEMENT_AUDIENCES);
export const announcementStatusEnum = pgEnum('announcement_status', ANNOUNCEMENT_STATUSES);

/**
 * An announcement the office writes to one audience of one session (docs/announcements.md). SCHEDULED until its
 * scheduledAt, when the scheduler (or "send now") claims it, writes one ANNOUNCEMENT notification per person of the
 * audience as it is at that moment and marks it SENT with recipientCount, in one transaction.
 */
export const announcements = pgTable(
  'announcements',
  {
    announcementId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    audience: announcementAudienceEnum().notNull(),
    titleTh: text().notNull(),
    bodyTh: text().notNull(),
    // Kept for when the portal speaks English; recipients now get the Thai text.
    titleEn: text(),
    bodyEn: text(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    status: announcementStatusEnum().notNull().default('SCHEDULED'),
    recipientCount: integer(),
    createdByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The admins' list: a session's announcements, newest first.
    index('announcements_session_created_index').on(table.sessionId, table.createdAt.desc(), table.announcementId.desc()),
    // The scheduler's claim reads only the ones still to send, the earliest due first.
    index('announcements_due_index')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'SCHEDULED'`),
    check('announcements_recipient_count_non_negative', sql`${table.recipientCount} is null or ${table.recipientCount} >= 0`),
  ],
);
