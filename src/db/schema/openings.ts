import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { OPENING_STATUSES } from '../../lib/labels';
import { companies } from './companies';
import { compensationTypes, openingTags } from './reference';
import { sessions } from './sessions';
import { students } from './students';

export const openingStatusEnum = pgEnum('opening_status', OPENING_STATUSES);

/** The opening's own text that search matches (title and description); company names and tags are matched through their tables. */
export function openingSearchText(table: { title: AnyPgColumn; description: AnyPgColumn }) {
  return sql`lower(${table.title} || ' ' || coalesce(${table.description}, ''))`;
}

export const openings = pgTable(
  'openings',
  {
    openingId: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    quota: integer().notNull(),
    openForCooperativeInternship: boolean().notNull().default(false),
    compensationAmount: numeric({ precision: 12, scale: 2 }),
    compensationTypeId: integer().references(() => compensationTypes.id),
    workingCondition: text(),
    requirements: text(),
    officeName: text().notNull(),
    officeAddressLine1: text().notNull(),
    officeAddressLine2: text(),
    recruitmentContactChannel: text(),
    openingDetailContactChannel: text(),
    startDate: date(),
    endDate: date(),
    status: openingStatusEnum().notNull().default('DRAFT'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('openings_search_trgm').using('gin', sql`(${openingSearchText(table)}) gin_trgm_ops`),
    index().on(table.sessionId, table.status),
    // Students' list: a session's visible openings newest first, read in index order (the page stops
    // after `limit` rows) and counted from the index alone. The statuses are PUBLISHED_OPENING_STATUSES.
    index('openings_visible_newest')
      .on(table.sessionId, table.publishedAt.desc().nullsLast(), table.openingId.desc().nullsFirst())
      .where(sql`${table.status} in ('PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED')`),
    index().on(table.companyId, table.sessionId),
    check('openings_quota_positive', sql`${table.quota} > 0`),
    check('openings_compensation_non_negative', sql`${table.compensationAmount} >= 0`),
    check('openings_dates_in_order', sql`${table.startDate} is null or ${table.endDate} is null or ${table.startDate} <= ${table.endDate}`),
  ],
);

export const openingTagLinks = pgTable(
  'opening_tag_links',
  {
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => openingTags.tagId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.openingId, table.tagId] }), index().on(table.tagId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.openingId] }), index().on(table.openingId)],
);
