import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * A student's contact address (`students.email`) that is not yet proven to be theirs. While a row exists, notification
 * mail goes to `previousEmail` (the address before the change, proven or set by an admin), or to the account's e-mail
 * when there was none; opening the link mailed to `email` deletes the row, and mail follows `students.email` again.
 * The link's token is random and stored only as its SHA-256, single use, and dies at `expiresAt`.
 */
export const studentEmailVerifications = pgTable('student_email_verifications', {
  studentId: text()
    .primaryKey()
    .references(() => students.studentId, { onDelete: 'cascade' }),
  email: text().notNull(),
  previousEmail: text(),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  sentAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
