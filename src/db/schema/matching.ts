import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { openings } from './openings';
import { enrollments, sessions } from './sessions';

export const matchingSourceEnum = pgEnum('matching_source', ['ALGORITHM', 'MANUAL']);

/** One admin run of the matching for a session and round, with the stability check's verdict. */
export const matchingRuns = pgTable(
  'matching_runs',
  {
    runId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    isStable: boolean().notNull(),
    matchedCount: integer().notNull(),
    unmatchedCount: integer().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    runByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.sessionId, table.round)],
);

/**
 * The current result of a student in a session and round; openingId null means unmatched.
 * A run writes one row per student of its pool (100,000 in one statement), and each key and index costs
 * per-row work, so there are only those that say something: the row is identified by session, round and
 * student (its primary key; no surrogate id), belongs to an enrollment (one check for session and student
 * together, and deleting the enrollment deletes its results) and to an opening (checked, and indexed, for
 * matched rows only). runId records which run wrote the row and has no key: runs are never deleted on their
 * own (an undo marks them), only with their session, which takes the enrollments and so these rows.
 */
export const matchingResults = pgTable(
  'matching_results',
  {
    sessionId: integer().notNull(),
    round: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer().references(() => openings.openingId, { onDelete: 'cascade' }),
    source: matchingSourceEnum().notNull(),
    runId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'matching_results_enrollment_fk', columns: [table.sessionId, table.studentId], foreignColumns: [enrollments.sessionId, enrollments.studentId] }).onDelete('cascade'),
    primaryKey({ columns: [table.sessionId, table.round, table.studentId] }),
    index('matching_results_matched_opening_round_index')
      .on(table.openingId, table.round)
      .where(sql`${table.openingId} is not null`),
  ],
);
