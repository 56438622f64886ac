/**
 * The triggers that keep `opening_catalogue_version` (src/db/schema/opening-catalogue.ts) honest, beside what they
 * guard. Each server instance keeps a copy of a session's visible openings and their views (opening-catalogue.ts)
 * and trusts it while the version has not moved, so every column the copy is built from must bump the version when
 * it changes. The triggers themselves are hand-written SQL (migrations 0013 and 0015); all call
 * `bump_opening_catalogue_version()`, deferred to commit so a transaction bumps once and takes the row's lock last.
 *
 * tests/integration/openings/catalogue-triggers.test.ts compares this list with the triggers of the migrated
 * database, and the columns the catalogue's statement reads with what the list watches: a new column in a view
 * without its trigger fails there.
 */

export type CatalogueTriggerEvent = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

export type CatalogueTrigger = {
  name: string;
  table: string;
  events: readonly CatalogueTriggerEvent[];
  /**
   * What an UPDATE must change to bump: `'row'` for any column (`OLD IS DISTINCT FROM NEW`, or no condition),
   * otherwise the columns (in `UPDATE OF` or the `WHEN` condition). Absent for triggers without UPDATE.
   */
  watches?: 'row' | readonly string[];
  /** The migration that created the trigger as it is now. */
  migration: '0013_opening_catalogue_version' | '0015_opening_catalogue_view_columns';
  why: string;
};

export const CATALOGUE_TRIGGERS: readonly CatalogueTrigger[] = [
  {
    name: 'openings_catalogue_insert',
    table: 'openings',
    events: ['INSERT', 'DELETE'],
    migration: '0013_opening_catalogue_version',
    why: 'an opening added to or removed from a session',
  },
  {
    name: 'openings_catalogue_update',
    table: 'openings',
    events: ['UPDATE'],
    watches: 'row',
    migration: '0015_opening_catalogue_view_columns',
    why: 'the view shows every column of the opening; status and publishedAt decide visibility and order',
  },
  {
    name: 'opening_tag_links_catalogue',
    table: 'opening_tag_links',
    events: ['INSERT', 'UPDATE', 'DELETE'],
    watches: 'row',
    migration: '0013_opening_catalogue_version',
    why: "an opening's tags (the view, the tag filter, the search)",
  },
  {
    name: 'opening_tags_catalogue',
    table: 'opening_tags',
    events: ['UPDATE'],
    watches: 'row',
    migration: '0013_opening_catalogue_version',
    why: "a tag's name (a tag in use cannot be deleted without its links, which bump)",
  },
  {
    name: 'companies_catalogue',
    table: 'companies',
    events: ['UPDATE'],
    watches: 'row',
    migration: '0015_opening_catalogue_view_columns',
    why: "the company's names, logo, links and profile token in the view (a deleted company takes its openings along)",
  },
  {
    name: 'compensation_types_catalogue',
    table: 'compensation_types',
    events: ['UPDATE', 'DELETE'],
    watches: 'row',
    migration: '0015_opening_catalogue_view_columns',
    why: "the compensation type's name in the view",
  },
  {
    name: 'enrollments_catalogue_insert',
    table: 'enrollments',
    events: ['INSERT'],
    migration: '0013_opening_catalogue_version',
    why: 'an enrollment inserted already matched fills a quota',
  },
  {
    name: 'enrollments_catalogue_delete',
    table: 'enrollments',
    events: ['DELETE'],
    migration: '0013_opening_catalogue_version',
    why: 'a matched enrollment removed frees a quota',
  },
  {
    name: 'enrollments_catalogue_update',
    table: 'enrollments',
    events: ['UPDATE'],
    watches: ['assigned_opening_id', 'matched_round'],
    migration: '0015_opening_catalogue_view_columns',
    why: 'the matches per opening and per round (the quota students see left)',
  },
  {
    name: 'openings_catalogue_truncate',
    table: 'openings',
    events: ['TRUNCATE'],
    migration: '0013_opening_catalogue_version',
    why: 'row triggers do not see TRUNCATE',
  },
  {
    name: 'opening_tag_links_catalogue_truncate',
    table: 'opening_tag_links',
    events: ['TRUNCATE'],
    migration: '0013_opening_catalogue_version',
    why: 'row triggers do not see TRUNCATE',
  },
  {
    name: 'enrollments_catalogue_truncate',
    table: 'enrollments',
    events: ['TRUNCATE'],
    migration: '0013_opening_catalogue_version',
    why: 'row triggers do not see TRUNCATE',
  },
];

/** Whether an UPDATE of `table`.`column` bumps the version according to the list. */
export function isWatchedByCatalogueTrigger(table: string, column: string): boolean {
  return CATALOGUE_TRIGGERS.some(
    (trigger) =>
      trigger.table === table &&
      trigger.events.includes('UPDATE') &&
      (trigger.watches === 'row' || (trigger.watches ?? []).includes(column)),
  );
}
