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
    if (template.kind === 'postgres') await adminQuery(template.serverUrl, `drop database if exists ${postgresName} with (force)`);
  }
});
