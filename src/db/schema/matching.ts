import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MATCHING_SOURCES } from '../../lib/labels';
import { accounts } from './accounts';
import { openings } from './openings';
import { enrollments, sessions } from './sessions';

export const matchingSourceEnum = pgEnum('matching_source', MATCHING_SOURCES);

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

/** Bytes as PostgreSQL stores them (node-postgres hands back a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The match record of a run (docs/match-record.md), written in the run's transaction from exactly the input the
 * engine used and the result it produced: its canonical JSON, gzip-compressed (a 100,000-student round's record is
 * about 43 MB of JSON, 14 MB compressed), and its SHA-256 digest. Its own table, so reading the runs never reads
 * the records; a run from before records were kept has none.
 */
export const matchRecords = pgTable(
  'match_records',
  {
    runId: integer()
      .primaryKey()
      .references(() => matchingRuns.runId, { onDelete: 'cascade' }),
    /** The record's format version (its `version` field). */
    version: integer().notNull(),
    /** SHA-256, lower-case hex, of the canonical JSON of the record without its `digest` field. */
    digest: text().notNull(),
    /** The size of the record's JSON, uncompressed. */
    byteLength: integer().notNull(),
    recordGzip: bytea().notNull(),
  },
  (table) => [check('match_records_digest_hex', sql`${table.digest} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * A result of a student in a session and round that is kept as a row; openingId null means unmatched.
 * Rows are what an admin set by hand (MANUAL), and every result of a closed round (closing a round keeps the
 * algorithm's results as rows). The current round's algorithm results are not rows: the run writes them once,
 * into the enrollments, and matchingRoundResults reads them from there (a run decides for up to 100,000
 * students, and a second row per student with its keys cost about as much as the rest of the run).
 * The keys are the ones that say something: session, round and student (the primary key), the enrollment (one
 * check for session and student together, and deleting the enrollment deletes its results) and the opening
 * (checked, and indexed, for matched rows only). runId records the run a result came from and has no key: runs
 * are never deleted on their own (an undo marks them), only with their session, which takes these rows too.
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
    foreignKey({
      name: 'matching_results_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.sessionId, table.round, table.studentId] }),
    index('matching_results_matched_opening_round_index')
      .on(table.openingId, table.round)
      .where(sql`${table.openingId} is not null`),
  ],
);

/**
 * Every result of a session and round, whether kept as a row or not (migration 0009): the rows of
 * matching_results, and the current round's algorithm results read from the enrollments — the students its latest
 * run (not undone) matched (MATCHING_SUCCESS in this round) or left unmatched (MATCHING_FAILED, which exists only in
 * the current round), unless a row of the round says otherwise (an admin's decision). Read results here.
 */
export const matchingRoundResults = pgView('matching_round_results', {
  sessionId: integer().notNull(),
  round: integer().notNull(),
  studentId: text().notNull(),
  openingId: integer(),
  source: matchingSourceEnum().notNull(),
  runId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
}).existing();
