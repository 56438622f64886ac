import { env } from '@/env';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { describeSeedCredentials, isDemoDataSeeded, seedCredentialsFor, seedDemoData } from './seed';

/**
 * Brings a database up to date at start: migrations always, demo data once when asked for. In
 * production the demo accounts get random passwords, printed here once (see seedCredentialsFor).
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean }): Promise<void> {
  await migrateDatabase(handle);
  if (!options.seed || (await isDemoDataSeeded(handle.db))) return;
  const { credentials, isGenerated } = seedCredentialsFor(env());
  const isWritten = await seedDemoData(handle.db, new Date(), credentials);
  if (isWritten && isGenerated) console.log(describeSeedCredentials(credentials));
}
