// npm run test:upgrade [<commit>] – a rolling upgrade under load. It checks out an earlier version (the commit given,
// or by default the last one before the newest migration file) into a temporary git worktree and builds it there,
// starts two servers of that version behind HAProxy on a fresh database beside DATABASE_URL (migrated by the old
// version), drives the load, migrates the database with this tree's `npm run db:migrate` while the old servers serve,
// then replaces one server at a time with this tree's production build (.next; it builds only the old one): SIGTERM,
// wait for the exit, start the new one, wait for /api/status 200. Then it reads back every acknowledged write and
// prints `acknowledged=… lost=0 wrong=0 5xx=0` last. Any failure exits 1. Rules: docs/operations.md "Rolling upgrades".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase, killChildren, openOperationalTest, say, sleep } from './harness/common';
import {
  applicationsByOpening,
  checkAcknowledged,
  commonFailures,
  configureLoad,
  countWrong,
  markLoadStart,
  read,
  setUp,
  startLoad,
  stats,
} from './harness/load';
import { createCluster } from './harness/servers';

const LOAD_SECONDS = Number(process.env.UPGRADE_LOAD_SECONDS ?? 60);
/** The migration runs this far into the load; each replacement waits for the one before, and for the warm-up. */
const MIGRATE_AT_S = Number(process.env.UPGRADE_MIGRATE_AT_S ?? 8);
/** A freshly started server compiles its code on its first requests: the next one is stopped only after this. */
const WARM_UP_MS = 5000;
const MIGRATIONS = 'src/db/migrations';

// Preconditions (PostgreSQL, a production build, HAProxy), the work folder and the ports:
// UPGRADE_PORT_BASE=n uses n (HAProxy), n+1 and n+2 (the servers); otherwise free ones.
const {
  workDir,
  logDir,
  ports: [proxyPort, ...serverPorts],
} = await openOperationalTest({ name: 'upgrade', portCount: 3, portBaseVariable: 'UPGRADE_PORT_BASE', needsDatabaseUrl: true });

function git(args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The last commit of this branch's first-parent history before the newest migration file arrived. */
function commitBeforeNewestMigration(): string {
  const newest = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no migration in ${MIGRATIONS}`);
  const added = git(['log', '--first-parent', '--diff-filter=A', '--format=%H', 'HEAD', '--', path.join(MIGRATIONS, newest)])
    .split('\n')
    .at(-1);
  if (!added) throw new Error(`git does not know when ${newest} was added (a shallow clone?)`);
  return git(['rev-parse', `${added}^1`]);
}

const oldCommit = git(['rev-parse', '--verify', `${process.argv[2] ?? commitBeforeNewestMigration()}^{commit}`]);
const oldDir = path.join(workDir, 'old');
const { databaseName, databaseUrl, drop } = await freshDatabase(new URL(process.env.DATABASE_URL!), 'upgrade');

let hasWorktree = false;
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  killChildren();
  await drop(process.env.UPGRADE_KEEP_DATABASE === 'true');
  if (hasWorktree) spawnSync('git', ['worktree', 'remove', '--force', oldDir]);
  rmSync(workDir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** A command whose output goes to a log file of the run; rejects on a non-zero exit. */
function run(command: string, args: string[], options: { cwd: string; log: string; env?: Record<string, string> }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      const text = Buffer.concat(output).toString('utf8');
      spawnSync('sh', ['-c', 'cat >> "$0"', path.join(logDir, options.log)], { input: text });
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} in ${options.cwd} exited ${code}:\n${text.slice(-3000)}`));
    });
  });
}

/** The old version checked out and built: node_modules hard-linked when package-lock.json is the same, else npm ci. */
async function buildOldVersion() {
  git(['worktree', 'add', '--detach', oldDir, oldCommit]);
  hasWorktree = true;
  const sameLock = git(['show', `${oldCommit}:package-lock.json`]) === readFileSync('package-lock.json', 'utf8').trim();
  if (sameLock) {
    const copy = spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(oldDir, 'node_modules')]);
    if (copy.status !== 0) throw new Error(`cp -al node_modules failed: ${copy.stderr}`);
  } else {
    say('package-lock.json differs: npm ci in the old worktree');
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: oldDir, log: 'old-npm-ci.log' });
  }
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: oldDir,
    log: 'old-build.log',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
}

let exitCode = 1;
try {
  say(`building the earlier version ${oldCommit.slice(0, 12)} in ${oldDir}`);
  const buildStarted = Date.now();
  await buildOldVersion();
  say(`built in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s`);

  // The database as the old version left it: its own migrations, then the data.
  const env = { DATABASE_URL: databaseUrl.toString(), NEXT_TELEMETRY_DISABLED: '1' };
  await run('npm', ['run', 'db:migrate'], { cwd: oldDir, log: 'migrate-old.log', env });
  const cluster = createCluster({ workDir, logDir, proxyPort, serverPorts, databaseUrl: databaseUrl.toString() });
  for (const server of cluster.servers) server.dir = oldDir;
  const loadDatabase = configureLoad({ baseUrl: cluster.baseUrl, databaseUrl: databaseUrl.toString() });
  try {
    say(`fresh database ${databaseName} migrated by the old version; writing 300 students, 20 companies, 2 admins`);
    const data = await setUp(loadDatabase.check, { migrate: false });
    const applicationIdsOf = await applicationsByOpening(data);
    await cluster.startAll();
    say(`two servers of the old version on ports ${serverPorts.join(' and ')} behind HAProxy on ${proxyPort}; load for ${LOAD_SECONDS} s`);

    const loadStart = Date.now();
    markLoadStart(loadStart);
    const until = loadStart + LOAD_SECONDS * 1000;
    const { studentRuns, companyRuns, adminRun } = startLoad(data, until, applicationIdsOf);
    const failures: string[] = [];

    await sleep(Math.max(0, loadStart + MIGRATE_AT_S * 1000 - Date.now()));
    const migrateStarted = Date.now();
    await run('npm', ['run', 'db:migrate'], { cwd: process.cwd(), log: 'migrate-new.log', env });
    say(`migrated by this version while the old servers serve (${((Date.now() - migrateStarted) / 1000).toFixed(1)} s)`);

    for (const server of cluster.servers) {
      const stoppedAt = Date.now();
      const code = await cluster.drain(server);
      if (code === -1) failures.push(`${server.name} did not exit within 30 s of SIGTERM`);
      server.dir = process.cwd();
      cluster.startServer(server);
      await cluster.waitHealthy(server);
      say(
        `${server.name} replaced by this version (stopped, exit ${code}, healthy again after ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s)`,
      );
      await sleep(WARM_UP_MS);
    }
    if (Date.now() > until) failures.push('the replacements ended after the load: the last one was not under load');

    const studentStates = await Promise.all(studentRuns);
    await Promise.all(companyRuns);
    const adminState = await adminRun;
    say(`load over: ${stats.requests} requests, ${stats.acknowledged} writes acknowledged, ${stats.serviceUnavailable} answered 503`);

    await checkAcknowledged(data, studentStates, adminState);
    stats.wrong += await countWrong(data);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [{ applied }] = await read<{ applied: number }>('select count(*)::int as applied from drizzle.__drizzle_migrations');
    if (applied !== journal.entries.length) failures.push(`${applied} migrations applied, this version has ${journal.entries.length}`);
    failures.push(...commonFailures());

    for (const line of stats.problems) console.log(`  · ${line}`);
    console.log(`requests=${stats.requests} 503=${stats.serviceUnavailable} hangs=${stats.hangs} dropped=${stats.dropped.length}`);
    if (failures.length) console.error(`FAILED:\n- ${failures.join('\n- ')}`);
    else {
      console.log('PASSED');
      exitCode = 0;
    }
    console.log(`acknowledged=${stats.acknowledged} lost=${stats.lost} wrong=${stats.wrong} 5xx=${stats.fiveHundreds}`);
  } finally {
    await loadDatabase.close();
  }
} catch (error) {
  console.error(error);
} finally {
  if (exitCode !== 0 && existsSync(logDir)) console.error(`(the logs in ${logDir} are removed with the run's folder)`);
  await cleanUp();
}
process.exit(exitCode);
