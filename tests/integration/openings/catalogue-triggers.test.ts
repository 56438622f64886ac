// The students' openings catalogue is trusted while opening_catalogue_version has not moved (docs/performance.md):
// the triggers in the migrated database must be exactly those listed in catalogue-triggers.ts, and every column the
// catalogue's statement reads must be watched by one of them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { CATALOGUE_TRIGGERS, isWatchedByCatalogueTrigger, type CatalogueTriggerEvent } from '@/server/openings/catalogue-triggers';
import { selectCatalogueRows } from '@/server/openings/opening-catalogue';
import { testDatabase } from '../../support/per-file-setup';

type TriggerRow = { name: string; table: string; type: number; updateOf: string[] | null; definition: string };

let db: Database;
let triggers: TriggerRow[];

beforeAll(async () => {
  db = (await testDatabase()).db;
  triggers = await rowsOf<TriggerRow>(
    db,
    sql`select t.tgname as name, c.relname as "table", t.tgtype::int as type,
          (select array_agg(a.attname::text order by a.attname) from pg_attribute a where a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])) as "updateOf",
          pg_get_triggerdef(t.oid) as definition
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname = 'bump_opening_catalogue_version'
        order by t.tgname`,
  );
});

/** pg_trigger.tgtype's event bits (src/include/catalog/pg_trigger.h). */
function eventsOf(type: number): CatalogueTriggerEvent[] {
  const events: CatalogueTriggerEvent[] = [];
  if (type & 4) events.push('INSERT');
  if (type & 16) events.push('UPDATE');
  if (type & 8) events.push('DELETE');
  if (type & 32) events.push('TRUNCATE');
  return events;
}

/** The columns an UPDATE trigger watches, read back from the database: 'row' when any change bumps. */
function watchedColumns(row: TriggerRow): 'row' | string[] {
  const when = /\bWHEN \((.*)\) EXECUTE\b/i.exec(row.definition)?.[1];
  if (when === undefined || /old\.\* IS DISTINCT FROM new\.\*/i.test(when)) return row.updateOf ?? 'row';
  const inWhen = [...when.matchAll(/\bold\.(\w+)/gi)].map((match) => match[1]);
  return [...new Set([...(row.updateOf ?? []), ...inWhen])].sort();
}

/** `table.column` of every column the SQL reads, quoted by Drizzle or written by hand as `enrollments.column`. */
function columnsReadBy(text: string): string[] {
  const quoted = [...text.matchAll(/"(\w+)"\."(\w+)"/g)].map((match) => `${match[1]}.${match[2]}`);
  const bare = [...text.matchAll(/(?<!["\w.])(enrollments)\.(\w+)/g)].map((match) => `${match[1]}.${match[2]}`);
  return [...new Set([...quoted, ...bare])].sort();
}

describe('the catalogue triggers', () => {
  it('the migrated database has exactly the listed triggers, on the listed tables and events', () => {
    expect(triggers.map((row) => ({ name: row.name, table: row.table, events: eventsOf(row.type) }))).toEqual(
      [...CATALOGUE_TRIGGERS]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((trigger) => ({
          name: trigger.name,
          table: trigger.table,
          events: (['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const).filter((event) => trigger.events.includes(event)),
        })),
    );
  });

  it('each UPDATE trigger watches the columns the list says', () => {
    for (const trigger of CATALOGUE_TRIGGERS.filter((each) => each.events.includes('UPDATE'))) {
      const row = triggers.find((each) => each.name === trigger.name)!;
      const watches = trigger.watches === 'row' ? 'row' : [...(trigger.watches ?? [])].sort();
      expect({ name: trigger.name, watches: watchedColumns(row) }).toEqual({ name: trigger.name, watches });
    }
  });

  it('every column the catalogue is built from is watched by a trigger', () => {
    const read = columnsReadBy(selectCatalogueRows(db, 1).toSQL().sql);
    // The statement does read the tables the list guards (a parse that found nothing would prove nothing).
    expect(new Set(read.map((column) => column.split('.')[0]))).toEqual(
      new Set(['openings', 'companies', 'compensation_types', 'opening_tags', 'opening_tag_links', 'enrollments']),
    );
    expect(read).toContain('enrollments.matched_round');
    expect(read).toContain('companies.logo_file_id');
    expect(read.filter((column) => !isWatchedByCatalogueTrigger(...(column.split('.') as [string, string])))).toEqual([]);
  });

  it('a table the catalogue reads rows of (not only a joined name) bumps on insert and delete too', () => {
    for (const table of ['openings', 'opening_tag_links', 'enrollments']) {
      const events = new Set(CATALOGUE_TRIGGERS.filter((trigger) => trigger.table === table).flatMap((trigger) => trigger.events));
      expect({ table, events: [...events].sort() }).toEqual({ table, events: ['DELETE', 'INSERT', 'TRUNCATE', 'UPDATE'] });
    }
  });
});
