// Runs once when the server starts: the database is migrated (and seeded with demo data on a
// fresh embedded database) before the first request, so `npm run dev` needs no other step.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may start server instances to prerender; the database is the running server's business.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabaseHandle } = await import('@/db/client');
  const { prepareDatabase } = await import('@/db/prepare');
  const { shouldSeedOnStart } = await import('@/env');
  await prepareDatabase(getDatabaseHandle(), { seed: shouldSeedOnStart() });
}
