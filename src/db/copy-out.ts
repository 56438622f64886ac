import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Executor } from './client';
import { DATABASE_CASING } from './column-name';

// The clients' casing: the query names the schema's columns, written in snake_case in the database.
const dialect = new PgDialect({ casing: DATABASE_CASING });

/**
 * Streams the rows of `query` as PostgreSQL's COPY text format (tab-separated columns, `\N` for null, one row
 * per line) within the caller's transaction. For bulk reads of millions of rows: one statement (so one
 * snapshot), no row objects, and on PostgreSQL the server keeps producing while the caller parses.
 * COPY takes no bind parameters, so the query's parameters are inlined (drizzle escapes them).
 */
export async function* copyOut(executor: Executor, query: SQL): AsyncGenerator<Uint8Array> {
  const text = `copy (${dialect.sqlToQuery(query.inlineParams()).sql}) to stdout`;
  const client = (executor as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      yield* connection.query(copyTo(text));
    } finally {
      connection.release();
    }
  } else if (client instanceof pg.Client) {
    // A transaction's own connection (drizzle's PoolClient).
    yield* client.query(copyTo(text));
  } else {
    // PGlite answers a COPY to its virtual /dev/blob device with the whole output at once.
    const result = await (client as PGlite | PgliteTransaction).query(text.replace(/to stdout$/, "to '/dev/blob'"));
    if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
  }
}
