import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of what students' opening lists are computed from (docs/performance.md, "Server: the deadline hour").
 * One row, bumped at commit by the deferred constraint triggers listed in src/server/openings/catalogue-triggers.ts
 * (created by hand-written SQL in migrations 0013 and 0015): each server instance compares it with its in-memory
 * copy of a session's visible openings. `lastTransaction` makes a transaction bump at most once.
 */
export const openingCatalogueVersion = pgTable(
  'opening_catalogue_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastTransaction: bigint({ mode: 'bigint' }),
  },
  (table) => [check('opening_catalogue_version_id_check', sql`${table.id}`)],
);
