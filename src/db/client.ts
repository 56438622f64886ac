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
  const pool = new pg.Pool({
    ...postgresPoolConfig(connectionString),
    max: env().DATABASE_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
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

type HostPort = { host: string; port: number };

/**
 * A libpq-style multi-host URL, `postgres://user@h1:5432,h2:5433/db?target_session_attrs=read-write`, which
 * node-postgres (8.23) does not understand: the hosts in order, each host's own single-host URL, and whether only a
 * read-write server (the primary) will do. Undefined for an ordinary URL.
 */
export function parseMultiHostUrl(connectionString: string): { hosts: (HostPort & { url: string })[]; readWrite: boolean } | undefined {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(connectionString);
  if (!match) return undefined;
  const [, scheme, userInfo = '', hostList, rest] = match;
  const [pathPart, query = ''] = rest.split(/\?(.*)/s, 2);
  const parameters = new URLSearchParams(query);
  const targetAttrs = parameters.get('target_session_attrs');
  if (!hostList.includes(',') && targetAttrs === null) return undefined;
  parameters.delete('target_session_attrs');
  const remaining = parameters.toString();
  const hosts = hostList.split(',').map((entry) => {
    const hostMatch = /^(\[[^\]]+\]|[^:]*)(?::(\d+))?$/.exec(entry);
    if (!hostMatch || !hostMatch[1]) throw new Error(`DATABASE_URL: cannot read the host "${entry}"`);
    const port = Number(hostMatch[2] ?? 5432);
    const url = `${scheme}${userInfo}${hostMatch[1]}:${port}${pathPart}${remaining ? `?${remaining}` : ''}`;
    return { host: hostMatch[1].replace(/^\[|\]$/g, ''), port, url };
  });
  if (targetAttrs !== null && !['any', 'read-write', 'primary'].includes(targetAttrs)) {
    throw new Error(`DATABASE_URL: target_session_attrs=${targetAttrs} is not supported (any, read-write or primary)`);
  }
  return { hosts, readWrite: targetAttrs === 'read-write' || targetAttrs === 'primary' };
}

const databaseError = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * The pool's options for a connection string. A multi-host URL gets a client that connects the way libpq does: the
 * hosts in order, keeping a connection only to a server that accepts it (and, with `target_session_attrs=read-write`,
 * that is not a standby: `transaction_read_only` off). After a failover the first new connection to the old primary
 * fails (the request answers 503), and the next one looks for the server that is now the primary, so the portal follows
 * a promoted standby without a restart or a configuration change.
 */
export function postgresPoolConfig(connectionString: string): pg.PoolConfig {
  const multiHost = parseMultiHostUrl(connectionString);
  if (!multiHost) return { connectionString };
  const { hosts, readWrite } = multiHost;
  // The host the last connection was kept on, shared by the pool's clients; null until one is found (again).
  let known: number | null = null;

  const isAcceptable = async (client: pg.Client) =>
    !readWrite ||
    (await client.query<{ transaction_read_only: string }>('show transaction_read_only')).rows[0].transaction_read_only === 'off';

  /** Each host in order, on a connection of its own that is closed again: the index of the first acceptable one. */
  async function findHost(): Promise<number> {
    for (const [index, { url }] of hosts.entries()) {
      const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        if (await isAcceptable(probe)) return index;
      } catch {
        // Unreachable, starting up or shutting down: the next host.
      } finally {
        await probe.end().catch(() => undefined);
      }
    }
    throw databaseError(
      `no ${readWrite ? 'read-write ' : ''}server among ${hosts.map(({ host, port }) => `${host}:${port}`).join(', ')}`,
      '08001',
    );
  }

  class MultiHostClient extends pg.Client {
    // pg-pool calls connect with a callback, other callers without; both connect to the chosen host.
    connect(): Promise<pg.Client>;
    connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
      const connected = this.connectToChosenHost().then(() => this as pg.Client);
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
    }

    private async connectToChosenHost(): Promise<void> {
      const chosen = known ?? (await findHost());
      known = chosen;
      // The pool gave up on this client while it looked (its connect limit destroys the socket): it must not connect
      // after all, or the connection would belong to nobody.
      if ((this as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream.destroyed) {
        throw databaseError('timeout exceeded when trying to connect', '08001');
      }
      // A client connects once: it goes to the chosen host, and a failure there makes the next connection look again.
      const self = this as unknown as HostPort;
      self.host = hosts[chosen].host;
      self.port = hosts[chosen].port;
      try {
        await super.connect();
      } catch (error) {
        if (known === chosen) known = null;
        throw error;
      }
      if (!(await isAcceptable(this).catch(() => false))) {
        if (known === chosen) known = null;
        await this.end().catch(() => undefined);
        throw databaseError(`${hosts[chosen].host}:${hosts[chosen].port} is read-only (a standby)`, '25006');
      }
    }
  }
  return { connectionString: hosts[0].url, Client: MultiHostClient as unknown as pg.PoolConfig['Client'] };
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
