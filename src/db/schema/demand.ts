import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { openings } from './openings';
import { sessions } from './sessions';

/**
 * A session's live demand (docs/demand.md): whether students see it, whether drafts count, and when the figures in
 * `opening_demand` were last computed (for which round and draft rule). A session without a row has the defaults.
 */
export const sessionDemand = pgTable('session_demand', {
  sessionId: integer()
    .primaryKey()
    .references(() => sessions.sessionId, { onDelete: 'cascade' }),
  isShown: boolean().notNull().default(true),
  countsDrafts: boolean().notNull().default(true),
  computedAt: timestamp({ withTimezone: true }),
  computedRound: integer(),
  computedCountsDrafts: boolean(),
});

/** The last computed figures of each opening of a session, shared by every server instance; replaced whole on each recompute. */
export const openingDemand = pgTable(
  'opening_demand',
  {
    sessionId: integer()
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    openingId: integer()
      .notNull()
      .references(() => openings.openingId, { onDelete: 'cascade' }),
    applicantCount: integer().notNull(),
    firstChoiceCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.openingId] })],
);
