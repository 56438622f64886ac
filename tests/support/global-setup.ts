import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newPglite, openPglite, openPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; serverUrl: string; templateName: string };
  }
}

/**
 * Migrates one template database for the whole run; every test file then starts from its own copy
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `portal_test_template_${process.pid}`;
    await adminQuery(databaseUrl, `drop database if exists ${templateName}`);
    await adminQuery(databaseUrl, `create database ${templateName}`);
    const handle = openPostgres(withDatabase(databaseUrl, templateName));
    await migrateDatabase(handle);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', serverUrl: databaseUrl, templateName });
    return async () => {
      const leftovers = await adminQuery(databaseUrl, `select datname from pg_database where datname like 'portal_test_%${process.pid}%'`);
      for (const { datname } of leftovers) await adminQuery(databaseUrl, `drop database if exists ${datname} with (force)`);
    };
  }

  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const client = newPglite();
  const handle = openPglite(client);
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(directory, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpPath });
  return () => rmSync(directory, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function adminQuery<Row = { datname: string }>(serverUrl: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
