import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A raw statement (`sql`…``) written once with `sql.placeholder(…)` for each value and run as a named prepared
 * statement, as a query builder's `.prepare(name)` is: on the deadline hour's busiest writes, building the SQL with
 * Drizzle and having PostgreSQL parse it anew on every request cost more than running it (docs/performance.md).
 * `write` is called once per database handle; the values are given to each `execute`, by placeholder name.
 */
export function preparedStatement({ name, write }: { name: string; write: (db: Database) => SQL }) {
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return {
    async execute({ db, values }: { db: Database; values: Record<string, unknown> }): Promise<Record<string, unknown>[]> {
      let statement = prepared.get(db);
      if (!statement) {
        // The database's own dialect: it holds the casing (snake_case) the schema's column names are written in.
        const { dialect } = db as unknown as { dialect: PgDialect };
        statement = db._.session.prepareQuery(dialect.sqlToQuery(write(db)), undefined, name, false);
        prepared.set(db, statement);
      }
      const result = (await statement.execute(values)) as { rows: Record<string, unknown>[] };
      return result.rows;
    },
  };
}
