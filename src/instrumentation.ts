// Runs once when the server starts: the database is migrated (and seeded with demo data on a
// fresh embedded database) before the first request, so `npm run dev` needs no other step.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDatabaseHandle } = await import('@/db/client');
  const { prepareDatabase } = await import('@/db/prepare');
  const { env } = await import('@/env');
  await prepareDatabase(getDatabaseHandle(), { seed: env().SEED_ON_START === 'true' });
}
