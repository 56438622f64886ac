// Runs once when the server starts: a production server checks its configuration first, then the
// database is migrated (and seeded with demo data on a fresh embedded database outside production)
// before the first request, so `npm run dev` needs no other step; then the notification scheduler and worker start.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may start server instances to prerender; the configuration and the database are the running server's business.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { assertProductionConfiguration, shouldSeedOnStart } = await import('@/env');
  try {
    assertProductionConfiguration();
  } catch (error) {
    // Next.js logs a failed register() and serves anyway; a misconfigured production server must not serve at all.
    console.error((error as Error).message);
    process.exit(1);
  }
  const { getDatabaseHandle } = await import('@/db/client');
  const { prepareDatabase } = await import('@/db/prepare');
  await prepareDatabase(getDatabaseHandle(), { seed: shouldSeedOnStart() });
  // The notification scheduler and e-mail worker (docs/notifications.md); NOTIFICATIONS_WORKER=off leaves them to other instances.
  const { env } = await import('@/env');
  if (env().NOTIFICATIONS_WORKER !== 'off') {
    const { startNotificationWorker } = await import('@/server/notifications');
    startNotificationWorker({ db: getDatabaseHandle().db });
  }
}
