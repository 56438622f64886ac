// The Node.js part of instrumentation.ts: loaded only on the Node.js runtime, so the Edge build never compiles the
// process APIs used here. A production server checks its configuration first, then the database is migrated (and
// seeded with demo data on a fresh embedded database outside production) before the first request, so `npm run dev`
// needs no other step; then the notification scheduler and worker start.
export async function registerNode(): Promise<void> {
  // `next build` may start server instances to prerender; the configuration and the database are the running server's business.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { assertProductionConfiguration, shouldSeedOnStart, env } = await import('@/env');
  // Traces (docs/operations.md, "Metrics and traces") start before anything loads `pg`, whose patch for the query
  // spans is put in place when it is first required; without an OTLP endpoint none of OpenTelemetry is loaded.
  const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SERVICE_NAME } = env();
  if (OTEL_EXPORTER_OTLP_ENDPOINT || OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { startTracing } = await import('@/server/tracing/start-tracing');
    startTracing({ serviceName: OTEL_SERVICE_NAME ?? 'intern-portal' });
  }
  try {
    assertProductionConfiguration();
  } catch (error) {
    // Next.js logs a failed register() and serves anyway; a misconfigured production server must not serve at all.
    console.error((error as Error).message);
    process.exit(1);
  }
  // `next start` answers SIGTERM itself: it closes the listening socket, lets the requests in flight finish with
  // their real answers, then exits (docs/operations.md, "Graceful deploys"). This line only tells the log when.
  // With NEXT_MANUAL_SIG_HANDLE Next.js leaves SIGTERM alone, and a listener here would keep the process alive.
  if (!process.env.NEXT_MANUAL_SIG_HANDLE)
    process.once('SIGTERM', () =>
      console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', event: 'shutdown.draining', pid: process.pid })),
    );
  const { getDatabaseHandle } = await import('@/db/client');
  const { prepareDatabase } = await import('@/db/prepare');
  await prepareDatabase(getDatabaseHandle(), { seed: shouldSeedOnStart() });
  // The notification scheduler and e-mail worker (docs/notifications.md); NOTIFICATIONS_WORKER=off leaves them to other instances.
  if (env().NOTIFICATIONS_WORKER !== 'off') {
    const { startNotificationWorker } = await import('@/server/notifications');
    startNotificationWorker({ db: getDatabaseHandle().db });
  }
}
