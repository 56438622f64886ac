import { boolean, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { openings } from './openings';
import { sessions } from './sessions';
import { students } from './students';

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

/** The current result of a student in a session and round; openingId null means unmatched. */
export const matchingResults = pgTable(
  'matching_results',
  {
    resultId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    openingId: integer().references(() => openings.openingId, { onDelete: 'cascade' }),
    source: matchingSourceEnum().notNull(),
    runId: integer().references(() => matchingRuns.runId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.sessionId, table.round, table.studentId), index().on(table.openingId, table.round)],
);
