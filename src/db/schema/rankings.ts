import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../lib/applications';
import { RANKING_ACTIONS } from '../../lib/rankings';
import { accounts } from './accounts';
import { openings } from './openings';
import { sessions } from './sessions';
import { students } from './students';

/** A student's working list for a session: ordered openings and the apply line. Autosaved, never history. */
export const studentRankingDrafts = pgTable(
  'student_ranking_drafts',
  {
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    dividerIndex: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    check('student_ranking_drafts_divider_non_negative', sql`${table.dividerIndex} >= 0`),
  ],
);

export const studentRankingDraftItems = pgTable(
  'student_ranking_draft_items',
  {
    sessionId: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId, table.openingId] }),
    unique().on(table.sessionId, table.studentId, table.position),
    // inStudentDraftCount counts drafts per opening.
    index().on(table.openingId),
  ],
);

export const rankingActionEnum = pgEnum('ranking_action', RANKING_ACTIONS);

/** Every student submission, reorder, cancel and admin unsubmit, kept as history and never overwritten. */
export const studentRankingSubmissions = pgTable(
  'student_ranking_submissions',
  {
    submissionId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    action: rankingActionEnum().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
  },
  (table) => [index().on(table.sessionId, table.round, table.studentId)],
);

export const studentRankingSubmissionItems = pgTable(
  'student_ranking_submission_items',
  {
    submissionId: integer()
      .notNull()
      .references(() => studentRankingSubmissions.submissionId, { onDelete: 'cascade' }),
    position: integer().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.position] })],
);

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/** One per student and opening applied to in a round; the student's order is studentPreferenceRank. */
export const applications = pgTable(
  'applications',
  {
    applicationId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    studentPreferenceRank: integer().notNull(),
    status: applicationStatusEnum().notNull().default('ACTIVE'),
    /**
     * The application's position in its opening's current company ranking of the round (null: not selected,
     * or no ranking submitted). Kept by the database: triggers on company_ranking_submissions and their items
     * (migration 0008) set it whoever writes a submission, so the matching reads it with the application
     * instead of joining millions of ranking items.
     */
    companyPosition: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.sessionId, table.round, table.studentId, table.openingId),
    index().on(table.openingId, table.round, table.status),
    index().on(table.studentId, table.sessionId),
    check('applications_rank_positive', sql`${table.studentPreferenceRank} >= 1`),
  ],
);

/** A company's working order of applicants for one opening and round. */
export const companyRankingDraftItems = pgTable(
  'company_ranking_draft_items',
  {
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    applicationId: integer()
      .notNull()
      .references(() => applications.applicationId, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.openingId, table.round, table.applicationId] }),
    unique().on(table.openingId, table.round, table.position),
  ],
);

export const companyRankingSubmissions = pgTable(
  'company_ranking_submissions',
  {
    submissionId: integer().primaryKey().generatedAlwaysAsIdentity(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    action: rankingActionEnum().notNull(),
    excludedApplicationNote: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
  },
  (table) => [index().on(table.openingId, table.round)],
);

/** Selected applicants carry a position; excluded ones carry none. */
export const companyRankingSubmissionItems = pgTable(
  'company_ranking_submission_items',
  {
    submissionId: integer()
      .notNull()
      .references(() => companyRankingSubmissions.submissionId, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.applicationId, { onDelete: 'cascade' }),
    position: integer(),
    isShared: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.applicationId] }),
    check('company_ranking_items_shared_selected', sql`not ${table.isShared} or ${table.position} is not null`),
  ],
);
