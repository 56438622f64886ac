import path from 'node:path';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.join(process.cwd(), 'src/db/migrations');

/** Applies the drizzle-kit migrations not yet applied; safe to call on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
