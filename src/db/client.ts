import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { env } from '@/env';
import { timePoolQueries } from '@/server/metrics/pool';
import { DATABASE_CASING } from './column-name';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API whether it runs on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A verb that only reads or writes within its caller's transaction takes either. */
export type Executor = Database | Transaction;

/** `pool`: the PostgreSQL pool, whose counts the metrics endpoint reads (none on PGlite). */
export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void>; pool?: pg.Pool };

/** A connection attempt that has not succeeded by then fails, so a request answers 503 well inside the client's 10 s (SPEC §9). */
const CONNECT_TIMEOUT_MS = 3000;

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: env().DATABASE_POOL_MAX, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server ends (a restart, pg_terminate_backend, a failover) makes its client emit 'error'; an
  // 'error' event nobody listens to kills the process. Idle clients report it through the pool, which drops them;
  // a client in use reports it to its own listeners as well as failing its query, which the request answers (503).
  // The pool never hands out a broken client again, so the next request simply opens a fresh connection.
  pool.on('error', (error) => logPoolError('idle', error));
  pool.on('connect', (client) => client.on('error', (error) => logPoolError('in use', error)));
  timePoolQueries(pool);
  const db = drizzleNodePostgres({ client: pool, schema, casing: DATABASE_CASING }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end(), pool };
}

function logPoolError(state: 'idle' | 'in use', error: Error & { code?: string }): void {
  console.warn(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'warn',
      event: 'db.connection.lost',
      state,
      code: error.code,
      message: error.message,
    }),
  );
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: DATABASE_CASING }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** PGlite with the extensions the migrations create (pg_trgm: substring search, Thai included). */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export function openPgliteDirectory(dataDir: string): DatabaseHandle {
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true });
  return openPglite(newPglite({ dataDir: absolute }));
}

// One handle per process, kept on globalThis: Next.js may load this module in more than one bundle,
// and two PGlite instances on one data directory would corrupt it.
const globalKey = Symbol.for('intern-portal.database');
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: DatabaseHandle };

export function getDatabaseHandle(): DatabaseHandle {
  const holder = globalThis as GlobalWithDatabase;
  if (!holder[globalKey]) {
    const { DATABASE_URL, PGLITE_DATA_DIR } = env();
    holder[globalKey] = DATABASE_URL ? openPostgres(DATABASE_URL) : openPgliteDirectory(PGLITE_DATA_DIR);
  }
  return holder[globalKey];
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** Tests install a fresh database per file. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  (globalThis as GlobalWithDatabase)[globalKey] = handle;
}
