import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request and query buckets in seconds: the portal's answers are mostly tens of milliseconds, a matching run seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const RUN_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export type OutboxState = { depth: number; oldestDueSeconds: number };

export type ScrapeSources = {
  /** The PostgreSQL pool's counts, or undefined on the embedded PGlite. */
  pool: () => { total: number; idle: number; waiting: number } | undefined;
  /** The notification outbox, read from the database when Prometheus scrapes: once for both its gauges. */
  outbox: () => Promise<OutboxState | undefined>;
};

function createMetrics() {
  const registry = new Registry();
  const sources: { current?: ScrapeSources } = {};
  const metrics = {
    registry,
    sources,
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'API requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request reaching the route wrapper to its answer, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    queryDuration: new Histogram({
      name: 'portal_db_query_duration_seconds',
      help: 'PostgreSQL statements, by their first keyword (select, insert, update, delete, other).',
      labelNames: ['operation', 'outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
    workerRuns: new Counter({
      name: 'portal_worker_runs_total',
      help: 'Runs of the notification scheduler (schedule) and the e-mail worker (delivery), by outcome.',
      labelNames: ['loop', 'outcome'] as const,
      registers: [registry],
    }),
    workerDuration: new Histogram({
      name: 'portal_worker_run_duration_seconds',
      help: 'How long each run of the scheduler and the e-mail worker took.',
      labelNames: ['loop'] as const,
      buckets: RUN_BUCKETS,
      registers: [registry],
    }),
    workerLastSuccess: new Gauge({
      name: 'portal_worker_last_success_timestamp_seconds',
      help: 'Unix time of the last run of each loop that ended without an error.',
      labelNames: ['loop'] as const,
      registers: [registry],
    }),
    matchingDuration: new Histogram({
      name: 'portal_matching_run_duration_seconds',
      help: 'Matching runs (the whole transaction), by outcome.',
      labelNames: ['outcome'] as const,
      buckets: RUN_BUCKETS,
      registers: [registry],
    }),
    logins: new Counter({
      name: 'portal_logins_total',
      help: 'Sign-ins by method (password, courseville, dev) and outcome (success, failure).',
      labelNames: ['method', 'outcome'] as const,
      registers: [registry],
    }),
  };
  // Read when Prometheus scrapes, so the figure is the state of that moment rather than of the last request.
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of this instance to PostgreSQL: in_use, idle, and waiting (requests waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.current?.pool();
      this.reset();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const readOutbox = () => sources.current?.outbox() ?? Promise.resolve(undefined);
  new Gauge({
    name: 'portal_notification_outbox_depth',
    help: 'E-mails not yet sent nor given up (PENDING or SENDING) in the notification outbox.',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (outbox) this.set(outbox.depth);
    },
  });
  new Gauge({
    name: 'portal_notification_outbox_oldest_due_seconds',
    help: 'How long the oldest e-mail due to be sent (PENDING or SENDING, its attempt time passed) has waited; 0 when none.',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (outbox) this.set(outbox.oldestDueSeconds);
    },
  });
  return metrics;
}

export type PortalMetrics = ReturnType<typeof createMetrics>;

// One registry per process, kept on globalThis: Next.js may load this module in more than one bundle (the
// instrumentation hook, each route), and a second registry would count half the requests and expose the other half.
const globalKey = Symbol.for('intern-portal.metrics');
type GlobalWithMetrics = typeof globalThis & { [globalKey]?: PortalMetrics };

export function portalMetrics(): PortalMetrics {
  const holder = globalThis as GlobalWithMetrics;
  holder[globalKey] ??= createMetrics();
  return holder[globalKey];
}
