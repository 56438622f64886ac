// What the operational tests (resilience, failover, upgrade) share besides servers and load: the log line, free
// ports, the preconditions, the child processes to stop at the end, and a fresh database beside DATABASE_URL.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const HAPROXY = process.env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6);
export const say = (message: string) => console.log(`[${elapsed()} s] ${message}`);

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** `count` ports: base, base+1, … when a base is given (RESILIENCE_PORT_BASE and the like), otherwise free ones. */
export async function ports(count: number, base: number | undefined): Promise<number[]> {
  if (base !== undefined) return Array.from({ length: count }, (_, index) => base + index);
  const found: number[] = [];
  while (found.length < count) {
    const port = await freePort();
    if (!found.includes(port)) found.push(port);
  }
  return found;
}

/** The tests run a production build (`dir`/.next) and HAProxy, and build nothing themselves; each says so and exits 1. */
export function requireBuildAndHaproxy(testName: string, dir = '.') {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.error(`${testName} runs the production build and builds nothing: run \`npx next build\` first.`);
    process.exit(1);
  }
  if (spawnSync(HAPROXY, ['-v']).status !== 0) {
    console.error(`${testName} needs HAProxy (${HAPROXY}): apt-get install haproxy, or set HAPROXY_BIN.`);
    process.exit(1);
  }
}

export function makeWorkDir(name: string) {
  const workDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  const logDir = path.join(workDir, 'logs');
  mkdirSync(logDir);
  return { workDir, logDir };
}

/** Every process a test starts, SIGKILLed by its clean-up whatever the outcome. */
export const children = new Set<ChildProcess>();
export function killChildren() {
  for (const child of children) child.kill('SIGKILL');
}

/**
 * The database `<name>_<suffix>_<pid>` created fresh beside the one in `serverUrl`, and the test's own superuser
 * connection outside it (for the faults and the clean-up); `drop` removes it unless `keep`.
 */
export async function freshDatabase(serverUrl: URL, suffix: string) {
  const databaseName = `${serverUrl.pathname.slice(1) || 'portal'}_${suffix}_${process.pid}`;
  const maintenanceUrl = new URL(serverUrl);
  maintenanceUrl.pathname = '/postgres';
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const maintenance = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await maintenance.connect();
  await maintenance.query(`drop database if exists "${databaseName}" with (force)`);
  await maintenance.query(`create database "${databaseName}"`);
  const drop = async (keep: boolean) => {
    await maintenance.query(`alter database "${databaseName}" with allow_connections true`).catch(() => undefined);
    if (!keep) await maintenance.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await maintenance.end().catch(() => undefined);
  };
  return { databaseName, databaseUrl, maintenance, drop };
}

/**
 * The opening every operational test shares: its preconditions (PostgreSQL's DATABASE_URL when `needsDatabaseUrl`,
 * a production build, HAProxy; each missing one says so and exits 1), its work and log folders (the log line names
 * them), and its `portCount` ports: `<portBaseVariable>=n` uses n, n+1, …, otherwise free ones.
 */
export async function openOperationalTest(options: {
  name: string;
  portCount: number;
  portBaseVariable: string;
  needsDatabaseUrl: boolean;
}) {
  const { name, portCount, portBaseVariable, needsDatabaseUrl } = options;
  const testName = `test:${name}`;
  if (needsDatabaseUrl && !process.env.DATABASE_URL) {
    console.error(
      `${testName} needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/<database> (a fresh database is created beside it).`,
    );
    console.error('It does not run on the embedded PGlite, which serves one process only.');
    process.exit(1);
  }
  requireBuildAndHaproxy(testName);
  const { workDir, logDir } = makeWorkDir(name);
  say(`logs of this run: ${logDir}`);
  const base = process.env[portBaseVariable];
  const testPorts = await ports(portCount, base ? Number(base) : undefined);
  return { workDir, logDir, ports: testPorts };
}
