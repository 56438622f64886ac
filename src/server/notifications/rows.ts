import type { SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';

/** The rows of a raw query, the same on node-postgres and PGlite (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A PostgreSQL array literal for one bound parameter (`$1::int[]`), so a batch is one statement whatever its size. */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  });
  return `{${items.join(',')}}`;
}
