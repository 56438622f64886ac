import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OFFER_STATUSES } from '../../lib/labels';
import { accounts } from './accounts';
import { openings } from './openings';
import { enrollments, sessions } from './sessions';

export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);

/**
 * A company's offer of a place in one of its openings to an unmatched student during a round's offer phase
 * (docs/offers.md). Only OFFERED is ever stored for an open offer; one whose answer deadline has passed reads as
 * LAPSED (computed on read, so it is exact at the instant and needs no scheduler to free the quota).
 */
export const offers = pgTable(
  'offers',
  {
    offerId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    round: integer().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    studentId: text().notNull(),
    status: offerStatusEnum().notNull().default('OFFERED'),
    answerDeadline: timestamp({ withTimezone: true }).notNull(),
    sentByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    // When the offer left OFFERED (accepted, declined or withdrawn).
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'offers_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    index().on(table.openingId, table.status),
    index().on(table.sessionId, table.studentId),
    index().on(table.sessionId, table.round),
    check('offers_closed_at_set', sql`(${table.status} = 'OFFERED') = (${table.closedAt} is null)`),
  ],
);
