import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ENROLLMENT_STATUSES } from '../../lib/labels';
import { students } from './students';

/** One term's matching process; it owns the rounds and their dates. */
export const sessionGroups = pgTable(
  'session_groups',
  {
    sessionGroupId: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    currentRound: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

const at = () => timestamp({ withTimezone: true });

export const rounds = pgTable(
  'rounds',
  {
    sessionGroupId: integer()
      .notNull()
      .references(() => sessionGroups.sessionGroupId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    openingSubmissionDeadline: at().notNull(),
    openingAnnouncementDate: at().notNull(),
    studentRankingDeadline: at().notNull(),
    applicationAnnouncementDate: at().notNull(),
    companyRankingDeadline: at().notNull(),
    reorderRankingDeadline: at(),
    cancelRankingDeadline: at(),
    resultAnnouncementDate: at().notNull(),
    // The offer phase for the unmatched (docs/offers.md): from the result announcement until this instant; null = none.
    offerPhaseEndsAt: at(),
    // Set when an admin ends the phase before offerPhaseEndsAt; the phase is closed from then on.
    offerPhaseEndedEarlyAt: at(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionGroupId, table.round] }),
    check('rounds_round_positive', sql`${table.round} >= 1`),
    // The order of DOMAIN.md: each date on or after the one before it.
    check(
      'rounds_dates_in_order',
      sql`${table.openingSubmissionDeadline} <= ${table.openingAnnouncementDate}
        and ${table.openingAnnouncementDate} <= ${table.studentRankingDeadline}
        and ${table.studentRankingDeadline} <= ${table.applicationAnnouncementDate}
        and ${table.applicationAnnouncementDate} <= ${table.companyRankingDeadline}
        and ${table.companyRankingDeadline} <= ${table.resultAnnouncementDate}
        and (${table.reorderRankingDeadline} is null or (${table.companyRankingDeadline} <= ${table.reorderRankingDeadline} and ${table.reorderRankingDeadline} <= ${table.resultAnnouncementDate}))
        and (${table.cancelRankingDeadline} is null or (${table.companyRankingDeadline} <= ${table.cancelRankingDeadline} and ${table.cancelRankingDeadline} <= ${table.resultAnnouncementDate}))`,
    ),
    check(
      'rounds_offer_phase_after_results',
      sql`${table.offerPhaseEndsAt} is null or ${table.offerPhaseEndsAt} > ${table.resultAnnouncementDate}`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionGroupId: integer()
      .notNull()
      .references(() => sessionGroups.sessionGroupId, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    minimumApplicationPerStudent: integer().notNull().default(1),
    minimumUniqueCompanyCountPerStudent: integer().notNull().default(0),
    maximumApplicationPerStudent: integer().notNull().default(10),
    minimumCompanyOpeningRatio: numeric({ precision: 4, scale: 3 }).notNull().default('0.5'),
    openForCooperativeInternship: boolean().notNull().default(false),
    isMatchingInitiated: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.sessionGroupId),
    check('sessions_minimum_application_positive', sql`${table.minimumApplicationPerStudent} > 0`),
    check('sessions_minimum_unique_company_non_negative', sql`${table.minimumUniqueCompanyCountPerStudent} >= 0`),
    check('sessions_maximum_application_positive', sql`${table.maximumApplicationPerStudent} > 0`),
    check('sessions_application_bounds', sql`${table.minimumApplicationPerStudent} <= ${table.maximumApplicationPerStudent}`),
    check('sessions_opening_ratio_range', sql`${table.minimumCompanyOpeningRatio} > 0 and ${table.minimumCompanyOpeningRatio} <= 1`),
  ],
);

export const enrollmentStatusEnum = pgEnum('enrollment_status', ENROLLMENT_STATUSES);

export const enrollments = pgTable(
  'enrollments',
  {
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    status: enrollmentStatusEnum().notNull().default('PROFILE_EDIT_PENDING'),
    // Set once matched (by the algorithm or by hand); the opening table refers back, so no FK cycle here.
    assignedOpeningId: integer(),
    matchedRound: integer(),
    // "I am not looking any more": set by the student, it takes them out of the offer phase (docs/offers.md).
    offerOptOutAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // No index on status: every status query is within one session, which the primary key's prefix already
    // narrows to its enrollments, and without one a matching run's update of an unmatched student (70 % of them)
    // is a HOT update (no index entries; migration 0010 also leaves room on each page for the new row version).
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    index().on(table.studentId),
    // Matched enrollments only: every lookup asks for one opening, and a matching run that leaves 70,000
    // students unmatched then writes no index entry for them.
    index('enrollments_matched_opening_index')
      .on(table.assignedOpeningId)
      .where(sql`${table.assignedOpeningId} is not null`),
  ],
);
