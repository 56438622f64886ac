import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * A raw statement (`sql`…``) written once with `sql.placeholder(…)` for each value and run as a named prepared
 * statement, as a query builder's `.prepare(name)` is: on the deadline hour's busiest writes, building the SQL with
 * Drizzle and having PostgreSQL parse it anew on every request cost more than running it (docs/performance.md).
 * `write` runs once, at the first execution (its executor only builds queries); each `execute` gives the values by
 * placeholder name, on the database or inside a transaction (each connection keeps the parsed statement by name).
 * The name must be unique in the portal: a connection refuses a second text under a name it has already parsed.
 */
export function preparedStatement({ name, write }: { name: string; write: (db: Executor) => SQL }) {
  let compiled: Query | undefined;
  return {
    async execute({ db, values }: { db: Executor; values: Record<string, unknown> }): Promise<Record<string, unknown>[]> {
      // The executor's own dialect: it holds the casing (snake_case) the schema's column names are written in.
      compiled ??= (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(write(db));
      const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute(values)) as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    },
  };
}
