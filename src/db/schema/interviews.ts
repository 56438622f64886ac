import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INTERVIEW_AUDIENCES, INTERVIEW_LOCATION_KINDS } from '../../lib/interviews';
import { notificationRecipientRoleEnum } from './notifications';
import { openings } from './openings';
import { students } from './students';

export const interviewLocationKindEnum = pgEnum('interview_location_kind', INTERVIEW_LOCATION_KINDS);
export const interviewAudienceEnum = pgEnum('interview_audience', INTERVIEW_AUDIENCES);

/**
 * One interview time a company offers for an opening and round (docs/interviews.md). `audience` ALL offers it to every
 * ACTIVE applicant of the opening in the round, CHOSEN only to the students of interview_slot_invitees. A cancelled
 * slot keeps its row (its bookings are freed and their students told).
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    slotId: integer().primaryKey().generatedAlwaysAsIdentity(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    lengthMinutes: integer().notNull(),
    locationKind: interviewLocationKindEnum().notNull(),
    location: text().notNull(),
    capacity: integer().notNull(),
    bookingCutoffAt: timestamp({ withTimezone: true }).notNull(),
    audience: interviewAudienceEnum().notNull().default('ALL'),
    note: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.openingId, table.round, table.startsAt),
    check('interview_slots_capacity_positive', sql`${table.capacity} >= 1`),
    check('interview_slots_length_range', sql`${table.lengthMinutes} between 5 and 720`),
    check('interview_slots_cutoff_before_start', sql`${table.bookingCutoffAt} <= ${table.startsAt}`),
  ],
);

/** The students a CHOSEN slot is offered to. */
export const interviewSlotInvitees = pgTable(
  'interview_slot_invitees',
  {
    slotId: integer()
      .notNull()
      .references(() => interviewSlots.slotId, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.studentId] }), index().on(table.studentId)],
);

/**
 * A student's seat in a slot. Opening and round are copied from the slot so the database itself holds the rule
 * "one active booking per student, opening and round" (the partial unique index). A cancelled or moved booking
 * keeps its row with cancelledAt set.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    bookingId: integer().primaryKey().generatedAlwaysAsIdentity(),
    slotId: integer()
      .notNull()
      .references(() => interviewSlots.slotId, { onDelete: 'cascade' }),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('interview_bookings_one_active_per_opening')
      .on(table.studentId, table.openingId, table.round)
      .where(sql`${table.cancelledAt} is null`),
    index('interview_bookings_active_by_slot')
      .on(table.slotId)
      .where(sql`${table.cancelledAt} is null`),
  ],
);

/**
 * The private calendar feed of one person (a student by studentId, a company user or admin by platformUid, as
 * notifications name them): a random token whose SHA-256 is stored, the token being the credential of a public URL
 * like a login cookie. Rotating replaces the row; revoking deletes it.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    holderRole: notificationRecipientRoleEnum().notNull(),
    holderId: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.holderRole, table.holderId] })],
);
