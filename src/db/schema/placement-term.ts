import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVALUATION_DUE_BASES, EVALUATION_KINDS } from '../../lib/evaluations';
import { accounts } from './accounts';
import { companies } from './companies';
import { files } from './files';
import { openings } from './openings';
import { enrollments, sessionGroups } from './sessions';

// What follows a placement (docs/placements.md, docs/agreements.md, docs/evaluations.md): its agreement, the mentor's
// evaluations and the student's rating of the employer. Each row belongs to one match (session, student, opening),
// like placement_details, so a row of an undone match never attaches to a later one.

/** The agreement's Thai text per session group, with `{{field}}` places (src/server/agreements). */
export const agreementTemplates = pgTable('agreement_templates', {
  sessionGroupId: integer()
    .primaryKey()
    .references(() => sessionGroups.sessionGroupId, { onDelete: 'cascade' }),
  title: text().notNull(),
  body: text().notNull(),
  version: integer().notNull().default(1),
  updatedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A placement's agreement once the office sent it for signature. Sending freezes the document: the unsigned PDF is
 * stored (documentFileId) with its SHA-256, and both online signatures are made on that digest. Sending again (after
 * the details changed) stores a new document and clears the signatures. A wet-signed scan is the other way to sign;
 * the admin then marks it checked.
 */
export const placementAgreements = pgTable(
  'placement_agreements',
  {
    sessionId: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    documentFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    documentSha256: text(),
    sentAt: timestamp({ withTimezone: true }),
    sentByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    lastReminderAt: timestamp({ withTimezone: true }),
    studentSignedName: text(),
    studentSignedAt: timestamp({ withTimezone: true }),
    studentSignedIp: text(),
    studentSignedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    companySignedName: text(),
    companySignedAt: timestamp({ withTimezone: true }),
    companySignedIp: text(),
    companySignedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    scanFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    scanUploadedAt: timestamp({ withTimezone: true }),
    scanUploadedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    checkedAt: timestamp({ withTimezone: true }),
    checkedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId, table.openingId] }),
    foreignKey({
      name: 'placement_agreements_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    index().on(table.openingId),
    check('placement_agreements_version_positive', sql`${table.version} > 0`),
  ],
);

export const evaluationKindEnum = pgEnum('evaluation_kind', EVALUATION_KINDS);
export const evaluationDueBasisEnum = pgEnum('evaluation_due_basis', EVALUATION_DUE_BASES);

/**
 * A mentor's evaluation form per session group and kind. `sections` is the form's questions (validated by
 * src/lib/evaluations.ts): each question has a Thai and an English text, a scale or free text, required or not.
 * Due `dueOffsetDays` after (negative: before) the placement's start or end date.
 */
export const evaluationForms = pgTable(
  'evaluation_forms',
  {
    formId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionGroupId: integer()
      .notNull()
      .references(() => sessionGroups.sessionGroupId, { onDelete: 'cascade' }),
    kind: evaluationKindEnum().notNull(),
    titleTh: text().notNull(),
    titleEn: text().notNull(),
    sections: jsonb().notNull(),
    dueBasis: evaluationDueBasisEnum().notNull(),
    dueOffsetDays: integer().notNull().default(0),
    linkValidDays: integer().notNull().default(30),
    version: integer().notNull().default(1),
    updatedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.sessionGroupId, table.kind),
    check('evaluation_forms_link_valid_days_range', sql`${table.linkValidDays} between 1 and 365`),
  ],
);

/**
 * One evaluation a mentor owes for one placement and form. The link's token is random and stored only as its
 * SHA-256 (tokenHash); re-sending replaces the hash, so the old link stops working. Answers are kept as submitted.
 */
export const evaluationRequests = pgTable(
  'evaluation_requests',
  {
    requestId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => evaluationForms.formId, { onDelete: 'cascade' }),
    dueDate: timestamp({ withTimezone: true }).notNull(),
    tokenHash: text().unique(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    mentorEmail: text(),
    sentAt: timestamp({ withTimezone: true }),
    sendCount: integer().notNull().default(0),
    lastReminderAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    answers: jsonb(),
    /** The mean of the scale answers, 0–100 of the scale's range, kept for the reports. */
    score: numeric({ precision: 5, scale: 2 }),
    releasedAt: timestamp({ withTimezone: true }),
    releasedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.sessionId, table.studentId, table.openingId, table.formId),
    foreignKey({
      name: 'evaluation_requests_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    index().on(table.dueDate),
    index().on(table.openingId),
  ],
);

/**
 * A student's rating of the employer at the end of a placement: scales 1–5 and a comment. The comment is shown to
 * admins only, unless an admin publishes it (commentPublishedAt). Averages are shown from 5 ratings of a company.
 */
export const employerRatings = pgTable(
  'employer_ratings',
  {
    sessionId: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    overall: smallint().notNull(),
    mentoring: smallint().notNull(),
    learning: smallint().notNull(),
    workEnvironment: smallint().notNull(),
    wouldRecommend: boolean().notNull(),
    comment: text(),
    commentPublishedAt: timestamp({ withTimezone: true }),
    commentPublishedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId, table.openingId] }),
    foreignKey({
      name: 'employer_ratings_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    index().on(table.companyId),
    check(
      'employer_ratings_scales_range',
      sql`${table.overall} between 1 and 5 and ${table.mentoring} between 1 and 5 and ${table.learning} between 1 and 5 and ${table.workEnvironment} between 1 and 5`,
    ),
  ],
);
