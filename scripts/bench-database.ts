// The benchmarks' throwaway database: PGlite in a temp directory, or with DATABASE_URL a fresh database
// on the same server. `dispose` removes it; close the handle first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPglite, openPglite, openPostgres, type DatabaseHandle } from '@/db/client';

export type ThrowawayDatabase = {
  handle: DatabaseHandle;
  kind: 'pglite' | 'postgres';
  /** What a server process needs to open the same database. */
  serverEnv: Record<string, string>;
  dispose: () => Promise<void>;
};

export async function openThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const directory = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    const client = newPglite({ dataDir: directory });
    await client.waitReady;
    return {
      handle: openPglite(client),
      kind: 'pglite',
      serverEnv: { PGLITE_DATA_DIR: directory },
      dispose: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  // BENCH_DATABASE_PREFIX keeps the databases of several people sharing one server apart (e.g. `alice_`).
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${prefix.replace(/-/g, '_')}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString()),
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    dispose: async () => {
      // BENCH_KEEP_DATABASE=1 leaves it for exploring with psql afterwards (drop it by hand).
      if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
