import type { Database } from './client';

/**
 * `build`'s result made once per database handle and kept with it: named prepared statements of the busiest paths,
 * whose query builders cost more to build and plan anew on every request than to run (docs/performance.md). A
 * WeakMap, so a handle closed and dropped (tests open many) takes its statements with it.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
