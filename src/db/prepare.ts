import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { isDemoDataSeeded, seedDemoData } from './seed';

/** Brings a database up to date at start: migrations always, demo data once when asked for. */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean }): Promise<void> {
  await migrateDatabase(handle);
  if (options.seed && !(await isDemoDataSeeded(handle.db))) await seedDemoData(handle.db);
}
