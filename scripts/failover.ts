// npm run test:failover – the database's primary dies and its synchronous standby takes over, under load. On the
// production build (it builds nothing) it creates a PostgreSQL primary and a synchronous streaming standby in a
// temporary folder (initdb, pg_basebackup, pg_ctl, as the `postgres` user when run as root), starts two `next start`
// servers behind HAProxy with a multi-host DATABASE_URL (`…?target_session_attrs=read-write`, src/db/client.ts),
// drives the load, SIGKILLs the primary in the middle and promotes the standby (`pg_ctl promote`). The portal must
// find the new primary by itself; requests during the switch answer 503, never 500. Then it reads every
// acknowledged write back from the new primary and prints `acknowledged=… lost=0 wrong=0 5xx=0 failover_s=…` last;
// failover_s is the time from the first failed request to the first write acknowledged by the new primary (≤ 15 s).
// Any failure exits 1. Rules: docs/operations.md "Database failover".
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { killChildren, openOperationalTest, say, sleep } from './harness/common';
import {
  applicationsByOpening,
  checkAcknowledged,
  commonFailures,
  configureLoad,
  countWrong,
  markLoadStart,
  outcomeListeners,
  setUp,
  startLoad,
  stats,
} from './harness/load';
import { createCluster } from './harness/servers';

const LOAD_SECONDS = Number(process.env.FAILOVER_LOAD_SECONDS ?? 60);
/** The primary dies this far into the load; the standby is promoted this long after (the time a watchdog takes to decide). */
const KILL_AT_S = Number(process.env.FAILOVER_KILL_AT_S ?? LOAD_SECONDS / 3);
const PROMOTE_AFTER_S = Number(process.env.FAILOVER_PROMOTE_AFTER_S ?? 3);
const FAILOVER_LIMIT_S = 15;
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'portal_failover';

// Preconditions (a production build, HAProxy), the work folder and the ports: FAILOVER_PORT_BASE=n uses n (HAProxy),
// n+1 and n+2 (the servers), n+3 (primary) and n+4 (standby); otherwise free ones. It makes its own PostgreSQL.
const {
  workDir,
  logDir,
  ports: [proxyPort, serverA, serverB, primaryPort, standbyPort],
} = await openOperationalTest({ name: 'failover', portCount: 5, portBaseVariable: 'FAILOVER_PORT_BASE', needsDatabaseUrl: false });
if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) {
  console.error(`test:failover needs PostgreSQL's server programs in ${PG_BIN} (apt-get install postgresql-15, or set PG_BIN).`);
  process.exit(1);
}
// initdb and postgres refuse to run as root: as root, they run as the `postgres` user in a folder it owns.
const isRoot = process.getuid?.() === 0;
const pgUser = process.env.FAILOVER_PG_USER ?? 'postgres';
const asPostgres = (program: string, args: string[]) =>
  isRoot
    ? { command: 'runuser', args: ['-u', pgUser, '--', path.join(PG_BIN, program), ...args] }
    : { command: path.join(PG_BIN, program), args };
function runPg(program: string, args: string[]) {
  const { command, args: fullArgs } = asPostgres(program, args);
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

const pgDir = path.join(workDir, 'pg');
if (isRoot) {
  const { uid, gid } = userIds(pgUser);
  for (const dir of [workDir, logDir]) chownSync(dir, uid, gid);
}
spawnSync(isRoot ? 'runuser' : 'mkdir', isRoot ? ['-u', pgUser, '--', 'mkdir', '-m', '700', pgDir] : ['-m', '700', pgDir]);

const primaryDir = path.join(pgDir, 'primary');
const standbyDir = path.join(pgDir, 'standby');
const urlOf = (port: number, database = DATABASE) => `postgres://postgres@127.0.0.1:${port}/${database}`;
/** What every server gets: both hosts, and only the one that takes writes will do. */
const databaseUrl = `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/${DATABASE}?target_session_attrs=read-write`;

let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  killChildren();
  for (const dir of [primaryDir, standbyDir]) {
    if (existsSync(path.join(dir, 'postmaster.pid'))) spawnSync(...spawnArgs('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']));
  }
  if (process.env.FAILOVER_KEEP_FILES !== 'true') rmSync(workDir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function spawnArgs(program: string, args: string[]): [string, string[]] {
  const { command, args: fullArgs } = asPostgres(program, args);
  return [command, fullArgs];
}

function userIds(name: string) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name} to run PostgreSQL as`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function startPg(dir: string, port: number) {
  runPg('pg_ctl', ['-D', dir, '-l', path.join(logDir, `${path.basename(dir)}.log`), '-w', '-t', '60', '-o', `-p ${port}`, 'start']);
}

/** The cluster's processes: the postmaster (postmaster.pid's first line) and every process it started. */
function processesOf(dir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const childrenOf = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...childrenOf];
}

async function query<T extends pg.QueryResultRow>(port: number, text: string, database = 'postgres'): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(port, database), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabases() {
  runPg('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Streaming replication with a synchronous standby: a commit is acknowledged only once the standby has it on disk,
  // so the standby holds every acknowledged write when the primary dies.
  appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${pgDir}'`,
      'max_connections = 60',
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      "synchronous_standby_names = 'standby1'",
      'synchronous_commit = on',
      '',
    ].join('\n'),
  );
  startPg(primaryDir, primaryPort);
  runPg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream']);
  // The standby's name makes it the synchronous one. Once promoted it has no standby of its own: it commits alone
  // (an empty synchronous_standby_names) instead of waiting for one that is not there.
  appendFileSync(
    path.join(standbyDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=standby1'\nsynchronous_standby_names = ''\n`,
  );
  startPg(standbyDir, standbyPort);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await query<{ sync_state: string }>(
      primaryPort,
      `select sync_state from pg_stat_replication where application_name = 'standby1'`,
    );
    if (rows[0]?.sync_state === 'sync') break;
    if (Date.now() > deadline) throw new Error('the standby did not become synchronous within 30 s');
    await sleep(200);
  }
  await query(primaryPort, `create database ${DATABASE}`);
}

let exitCode = 1;
const measured = { firstFailureAt: null as number | null, firstWriteOnNewPrimaryAt: null as number | null };
try {
  say(`PostgreSQL 15 primary on ${primaryPort}, synchronous standby on ${standbyPort} (${pgDir})`);
  await createDatabases();

  const cluster = createCluster({ workDir, logDir, proxyPort, serverPorts: [serverA, serverB], databaseUrl });
  const loadDatabase = configureLoad({ baseUrl: cluster.baseUrl, databaseUrl });
  try {
    say('migrating and writing 300 students, 20 companies, 2 admins (through the multi-host URL)');
    const data = await setUp(loadDatabase.check);
    const applicationIdsOf = await applicationsByOpening(data);
    await cluster.startAll();
    say(`two servers on ports ${serverA} and ${serverB} behind HAProxy on ${proxyPort}; load for ${LOAD_SECONDS} s`);

    const loadStart = Date.now();
    markLoadStart(loadStart);
    let killedAt = Number.POSITIVE_INFINITY;
    const isWrite = (method: string) => method !== 'GET';
    outcomeListeners.push((request, outcome) => {
      if (outcome.endedAt < killedAt) return;
      const isAcknowledged = outcome.status >= 200 && outcome.status < 300;
      if (!isAcknowledged && (outcome.status === 0 || outcome.status >= 500)) measured.firstFailureAt ??= outcome.endedAt;
      // Begun after the kill, so it cannot have been the old primary's.
      if (isAcknowledged && isWrite(request.method) && request.begun > killedAt) measured.firstWriteOnNewPrimaryAt ??= outcome.endedAt;
    });
    const until = loadStart + LOAD_SECONDS * 1000;
    const { studentRuns, companyRuns, adminRun } = startLoad(data, until, applicationIdsOf);

    await sleep(Math.max(0, loadStart + KILL_AT_S * 1000 - Date.now()));
    const victims = processesOf(primaryDir);
    killedAt = Date.now();
    for (const pid of victims) process.kill(pid, 'SIGKILL');
    say(`fault: the primary SIGKILLed (${victims.length} processes)`);
    await sleep(PROMOTE_AFTER_S * 1000);
    const promoteStarted = Date.now();
    runPg('pg_ctl', ['-D', standbyDir, '-w', '-t', '60', 'promote']);
    say(`standby promoted (pg_ctl promote took ${((Date.now() - promoteStarted) / 1000).toFixed(2)} s)`);

    const studentStates = await Promise.all(studentRuns);
    await Promise.all(companyRuns);
    const adminState = await adminRun;
    say(`load over: ${stats.requests} requests, ${stats.acknowledged} writes acknowledged, ${stats.serviceUnavailable} answered 503`);

    // The reads go through the multi-host URL too; the only server left must be the new primary.
    const [{ recovery }] = await query<{ recovery: boolean }>(standbyPort, 'select pg_is_in_recovery() as recovery');
    const failures: string[] = [];
    if (recovery) failures.push('the standby is still in recovery after pg_ctl promote');
    await checkAcknowledged(data, studentStates, adminState);
    stats.wrong += await countWrong(data);
    failures.push(...commonFailures());
    if (stats.withoutRetryAfter > 0) failures.push(`${stats.withoutRetryAfter} answers 503 without Retry-After`);
    const failoverS =
      measured.firstFailureAt !== null && measured.firstWriteOnNewPrimaryAt !== null
        ? Math.max(0, measured.firstWriteOnNewPrimaryAt - measured.firstFailureAt) / 1000
        : null;
    if (measured.firstFailureAt === null) failures.push('no request failed after the kill: the failover was not tested');
    if (failoverS === null) failures.push('no write was acknowledged by the new primary');
    else if (failoverS > FAILOVER_LIMIT_S) failures.push(`the failover took ${failoverS.toFixed(2)} s (limit ${FAILOVER_LIMIT_S} s)`);

    for (const line of stats.problems) console.log(`  · ${line}`);
    console.log(
      `server, HAProxy and PostgreSQL logs: ${logDir}${process.env.FAILOVER_KEEP_FILES === 'true' ? '' : ' (removed at the end)'}`,
    );
    console.log(`requests=${stats.requests} 503=${stats.serviceUnavailable} hangs=${stats.hangs} dropped=${stats.dropped.length}`);
    if (failures.length) console.error(`FAILED:\n- ${failures.join('\n- ')}`);
    else {
      console.log('PASSED');
      exitCode = 0;
    }
    console.log(
      `acknowledged=${stats.acknowledged} lost=${stats.lost} wrong=${stats.wrong} 5xx=${stats.fiveHundreds} failover_s=${failoverS?.toFixed(2) ?? 'none'}`,
    );
  } finally {
    await loadDatabase.close();
  }
} catch (error) {
  console.error(error);
  for (const file of ['primary.log', 'standby.log']) {
    const log = path.join(logDir, file);
    if (existsSync(log)) console.error(`---- ${file} (end) ----\n${readFileSync(log, 'utf8').slice(-2000)}`);
  }
} finally {
  await cleanUp();
}
process.exit(exitCode);
