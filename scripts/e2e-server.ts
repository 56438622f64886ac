// Starts the built portal for the Playwright tests on a database of its own, fresh each run:
// a new PGlite directory, or a new database beside DATABASE_URL on PostgreSQL. Demo data is seeded at start,
// with the published demo passwords the tests sign in with.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { E2E_BASE_URL, E2E_FILES_SIGNING_SECRET, E2E_LINE_PORT, E2E_PORT } from '../tests/e2e/base-url';
import { FAKE_LINE } from '../tests/support/fake-line';

export const E2E_DEV_LOGIN_SECRET = 'e2e-dev-login-secret';

async function freshPostgresUrl(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'portal'}_e2e_${E2E_PORT}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  url.pathname = `/${name}`;
  return url.toString();
}

const environment: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  APP_ENV: 'e2e',
  // What a production server refuses to start without (README, Configuration).
  APP_URL: E2E_BASE_URL,
  FILES_SIGNING_SECRET: E2E_FILES_SIGNING_SECRET,
  NEXT_TELEMETRY_DISABLED: '1',
  // The test-only escape hatches: a production build that seeds the published demo passwords and keeps the dev login.
  SEED_ON_START: 'true',
  SEED_DEMO_PASSWORDS: 'true',
  DEV_LOGIN_SECRET: E2E_DEV_LOGIN_SECRET,
  ALLOW_DEV_LOGIN_IN_PRODUCTION: 'true',
  // Per port, so several developers' e2e runs can share one checkout.
  FILES_DIR: `.data/e2e-files-${E2E_PORT}`,
  // LINE pointed at the fake LINE platform the LINE story starts (tests/e2e/line.spec.ts); nothing reaches LINE.
  LINE_LOGIN_CHANNEL_ID: FAKE_LINE.loginChannelId,
  LINE_LOGIN_CHANNEL_SECRET: FAKE_LINE.loginChannelSecret,
  LINE_MESSAGING_CHANNEL_SECRET: FAKE_LINE.messagingChannelSecret,
  LINE_MESSAGING_ACCESS_TOKEN: FAKE_LINE.messagingAccessToken,
  LINE_API_URL: `http://127.0.0.1:${E2E_LINE_PORT}`,
  LINE_ACCESS_URL: `http://127.0.0.1:${E2E_LINE_PORT}`,
};
if (process.env.DATABASE_URL) {
  environment.DATABASE_URL = await freshPostgresUrl(process.env.DATABASE_URL);
} else {
  environment.PGLITE_DATA_DIR = `.data/e2e-pglite-${E2E_PORT}`;
  rmSync(environment.PGLITE_DATA_DIR, { recursive: true, force: true });
}
rmSync(environment.FILES_DIR!, { recursive: true, force: true });

const server = spawn('npx', ['next', 'start', '-p', String(E2E_PORT)], { env: environment, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
