import { z } from 'zod';

// Every variable the portal reads, validated once. `.env.example` lists the same names.
const optionalText = z.string().trim().min(1).optional().catch(undefined);
/** The portal's public address: an http(s) URL. A malformed value reads as unset here; startup refuses it in production. */
const publicUrl = z.url({ protocol: /^https?$/ });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.string().default('local'),
  APP_URL: publicUrl.optional().catch(undefined),
  DATABASE_URL: optionalText,
  /** Connections each instance keeps to PostgreSQL (docs/performance.md); instances × this must stay under max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  DEV_LOGIN_SECRET: optionalText,
  // Test servers only (scripts/e2e-server.ts): lets the dev login exist in a production build.
  ALLOW_DEV_LOGIN_IN_PRODUCTION: z.enum(['true', 'false']).optional().catch(undefined),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_SESSION_DAYS: z.coerce.number().int().positive().default(7),
  // A login not used for this long ends, within its LOGIN_SESSION_DAYS.
  LOGIN_IDLE_HOURS: z.coerce.number().int().positive().default(12),
  SEED_ON_START: z.enum(['true', 'false']).optional().catch(undefined),
  // Test servers only: a production seed uses the published demo passwords instead of random ones.
  SEED_DEMO_PASSWORDS: z.enum(['true', 'false']).optional().catch(undefined),
  FILES_DIR: z.string().default('.data/files'),
  // Signs upload slots and download links; the default only suits development (see docs/files.md).
  FILES_SIGNING_SECRET: optionalText,
  // When set, files live in Vercel Blob instead of FILES_DIR.
  BLOB_READ_WRITE_TOKEN: optionalText,
  BLOB_ACCESS: z.enum(['private', 'public']).optional().catch(undefined),
  // Notifications (docs/notifications.md): mail goes out through this SMTP server; unset, mails are kept for the admins' page.
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  // off: this instance runs neither the scheduler nor the e-mail worker (another instance, or a test, does).
  NOTIFICATIONS_WORKER: z.enum(['on', 'off']).optional().catch(undefined),
  // Metrics and traces (docs/operations.md): the bearer token Prometheus sends to /metrics; unset, /metrics answers
  // only a developer's own machine outside production.
  METRICS_TOKEN: optionalText,
  // OpenTelemetry: traces go over OTLP/HTTP (JSON) to this collector (…/v1/traces is added; the TRACES one is used
  // as it is); both unset, nothing of OpenTelemetry is loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalText,
  // The traces' service.name (default intern-portal).
  OTEL_SERVICE_NAME: optionalText,
  // LINE (docs/line.md): all four set, students and company users may link LINE and receive notifications there.
  LINE_LOGIN_CHANNEL_ID: optionalText,
  LINE_LOGIN_CHANNEL_SECRET: optionalText,
  LINE_MESSAGING_CHANNEL_SECRET: optionalText,
  LINE_MESSAGING_ACCESS_TOKEN: optionalText,
  // LINE's base URLs (tests point them at a local fake): default https://api.line.me and https://access.line.me.
  LINE_API_URL: optionalText,
  LINE_ACCESS_URL: optionalText,
  COURSEVILLE_CLIENT_ID: optionalText,
  COURSEVILLE_CLIENT_SECRET: optionalText,
  COURSEVILLE_AUTHORIZE_URL: optionalText,
  COURSEVILLE_TOKEN_URL: optionalText,
  COURSEVILLE_USERINFO_URL: optionalText,
  COURSEVILLE_REDIRECT_URI: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

/** Read on each call so tests can change process.env between cases. */
export function env(): Environment {
  return environmentSchema.parse(process.env);
}

export function isCoursevilleConfigured(environment: Environment = env()): boolean {
  return Boolean(
    environment.COURSEVILLE_CLIENT_ID &&
    environment.COURSEVILLE_CLIENT_SECRET &&
    environment.COURSEVILLE_AUTHORIZE_URL &&
    environment.COURSEVILLE_TOKEN_URL &&
    environment.COURSEVILLE_USERINFO_URL,
  );
}

/**
 * Demo data is written at start on the embedded database unless told otherwise; never by default on
 * PostgreSQL, and never in production unless SEED_ON_START=true says so.
 */
export function shouldSeedOnStart(environment: Environment = env()): boolean {
  if (environment.SEED_ON_START) return environment.SEED_ON_START === 'true';
  return environment.NODE_ENV !== 'production' && !environment.DATABASE_URL;
}

/** Signs file links when FILES_SIGNING_SECRET is unset, outside production only: it is public, so anyone could forge with it. */
export const DEVELOPMENT_FILES_SIGNING_SECRET = 'intern-portal-development-files-secret';

/** The shortest FILES_SIGNING_SECRET production accepts, in bytes (an HMAC-SHA256 key of full strength). */
export const MINIMUM_SIGNING_SECRET_BYTES = 32;

/**
 * What stops a production server from starting: each entry names the variable and what is wrong.
 * Read from the raw variables as well, since the schema drops a malformed APP_URL instead of failing.
 */
export function productionConfigurationProblems(raw: NodeJS.ProcessEnv = process.env): string[] {
  const environment = environmentSchema.parse(raw);
  if (environment.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const appUrl = raw.APP_URL?.trim();
  if (!appUrl) problems.push('APP_URL is not set: set it to the public address of the portal, e.g. https://intern.example.ac.th');
  else if (!environment.APP_URL) problems.push(`APP_URL is not a valid http(s) URL: ${JSON.stringify(appUrl)}`);
  const signingSecret = environment.FILES_SIGNING_SECRET;
  if (!signingSecret)
    problems.push(
      `FILES_SIGNING_SECRET is not set: set a random value of at least ${MINIMUM_SIGNING_SECRET_BYTES} bytes (e.g. openssl rand -base64 48)`,
    );
  else if (signingSecret === DEVELOPMENT_FILES_SIGNING_SECRET)
    problems.push('FILES_SIGNING_SECRET is the public development secret: set a random value of your own');
  else if (Buffer.byteLength(signingSecret) < MINIMUM_SIGNING_SECRET_BYTES)
    problems.push(`FILES_SIGNING_SECRET is shorter than ${MINIMUM_SIGNING_SECRET_BYTES} bytes`);
  // The test servers' switches (a dev login, the published demo passwords) are for a server only this machine reaches.
  if (environment.APP_URL && !isLoopbackUrl(environment.APP_URL))
    for (const name of TEST_SERVER_SWITCHES)
      if (environment[name] === 'true')
        problems.push(`${name}=true is for test servers on a loopback APP_URL only, not ${new URL(environment.APP_URL).origin}: unset it`);
  return problems;
}

/** Variables that weaken the portal for a test server (scripts/e2e-server.ts, scripts/resilience.ts). */
const TEST_SERVER_SWITCHES = ['ALLOW_DEV_LOGIN_IN_PRODUCTION', 'SEED_DEMO_PASSWORDS'] as const;

/** localhost, 127.0.0.0/8 or [::1]: an address no other machine can reach the portal at. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Called once at server start (src/instrumentation.ts): a production server without its own secrets does not start. */
export function assertProductionConfiguration(raw: NodeJS.ProcessEnv = process.env): void {
  const problems = productionConfigurationProblems(raw);
  if (problems.length)
    throw new Error(`The portal refuses to start in production:\n- ${problems.join('\n- ')}\n(see README, Configuration)`);
}
