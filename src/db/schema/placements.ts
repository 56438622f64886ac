import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PLACEMENT_WORK_MODES } from '../../lib/placements';
import { accounts } from './accounts';
import { openings } from './openings';
import { enrollments } from './sessions';

export const placementWorkModeEnum = pgEnum('placement_work_mode', PLACEMENT_WORK_MODES);

/**
 * What the office follows of a placement (docs/placements.md). A placement is a MATCHING_SUCCESS enrollment and its
 * assigned opening; this row exists only once someone wrote a detail, confirmed or ended it ("lazy"), so the matching
 * run writes nothing here. Keyed by the match (session, student, opening): a row of an earlier match of the student
 * never attaches to a new one, and the matching's undos and reruns delete rows whose match is gone.
 */
export const placementDetails = pgTable(
  'placement_details',
  {
    sessionId: integer().notNull(),
    studentId: text().notNull(),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    mentorName: text(),
    mentorPosition: text(),
    mentorEmail: text(),
    mentorPhone: text(),
    workMode: placementWorkModeEnum(),
    workAddress: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
    endedByPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'set null' }),
    // Optimistic concurrency: every write is one UPDATE … WHERE version = the version the writer read, adding one.
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId, table.openingId] }),
    foreignKey({
      name: 'placement_details_enrollment_fk',
      columns: [table.sessionId, table.studentId],
      foreignColumns: [enrollments.sessionId, enrollments.studentId],
    }).onDelete('cascade'),
    index().on(table.openingId),
    check('placement_details_dates_ordered', sql`${table.endDate} >= ${table.startDate}`),
    check('placement_details_ended_with_reason', sql`(${table.endedAt} is null) = (${table.endReason} is null)`),
    check('placement_details_version_positive', sql`${table.version} > 0`),
  ],
);
