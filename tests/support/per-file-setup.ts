import { readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { newPglite, openPglite, openPostgres, setDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { adminQuery, withDatabase } from './global-setup';

let handle: DatabaseHandle | undefined;
let postgresName: string | undefined;

/**
 * The database of this test file, created on first use from the migrated template and installed as
 * the one the server code uses. Files that never ask for it pay nothing.
 */
export async function testDatabase(): Promise<DatabaseHandle> {
  if (handle) return handle;
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    postgresName = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(template.serverUrl, `create database ${postgresName} template ${template.templateName}`);
    handle = openPostgres(withDatabase(template.serverUrl, postgresName));
  } else {
    const dump = new Blob([readFileSync(template.dumpPath)]);
    const client = newPglite({ loadDataDir: dump });
    await client.waitReady;
    handle = openPglite(client);
  }
  setDatabaseHandle(handle);
  return handle;
}

afterAll(async () => {
  if (!handle) return;
  await handle.close();
  setDatabaseHandle(undefined);
  handle = undefined;
  if (postgresName) {
    const template = inject('databaseTemplate');
    if (template.kind === 'postgres') {
      await waitForConnectionsToClose(template.serverUrl, postgresName);
      await adminQuery(template.serverUrl, `drop database if exists ${postgresName} with (force)`);
    }
  }
});

/**
 * pg's Pool.end() resolves once its clients are told to end, not once their connections are closed;
 * dropping the database `with (force)` meanwhile terminates them, and the dying client's error
 * surfaces as an unhandled error of the test run. Wait (up to 5 s) until the server sees none.
 */
async function waitForConnectionsToClose(serverUrl: string, database: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [{ connections }] = await adminQuery<{ connections: number }>(
      serverUrl,
      `select count(*)::int as connections from pg_stat_activity where datname = '${database}'`,
    );
    if (connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
