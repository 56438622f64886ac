// npm run test:resilience – faults on purpose. On the production build (it builds nothing) and a fresh
// PostgreSQL database beside DATABASE_URL it starts two `next start` servers behind HAProxy (round robin, health
// checks on GET /api/status), drives about a minute of signed-in load through HAProxy and meanwhile terminates the
// database's connections, shuts the database for 5 s, SIGKILLs one server, SIGTERMs the other with requests in
// flight, runs a matching while students of another session submit and lets two admins close one round at once.
// Then it checks every acknowledged write against the database and prints
// `acknowledged=… lost=0 wrong=0 5xx=0 recovery_s=…`. Any failure exits 1. Rules: docs/operations.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, writeFileSync, type WriteStream } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import {
  accounts,
  admins,
  applications,
  companies,
  companyUsers,
  enrollments,
  loginSessions,
  openings,
  rounds,
  sessionGroups,
  sessions,
  students,
} from '@/db/schema';
import { hashPassword } from '@/server/auth/passwords';
import { createRandomToken, sha256 } from '@/server/auth/tokens';
import { isDatabaseUnavailable } from '@/server/http/error-response';
import { submitCompanyRankingRows, submitRankingRows } from '../tests/support/matching-fixtures';

// ---------------------------------------------------------------------------------------------------------------
// Settings of the run
const STUDENT_COUNT = 300;
const COMPANY_COUNT = 20;
const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
/**
 * At most this many requests of the load are in flight at once: a bounded load, whatever the machine. Each server then
 * has about six to serve at a time; on a slow or shared machine, more only lengthens every answer towards the 10 s limit.
 */
const MAX_IN_FLIGHT = Number(process.env.RESILIENCE_MAX_IN_FLIGHT ?? 12);
/** A freshly started server compiles its code on its first requests; the next fault waits this long after it is healthy. */
const WARM_UP_MS = 8000;
/** SPEC §9: the client gives up after 10 s; a request still unanswered then is a hang, which fails the run. */
const CLIENT_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_S = 5;
const SERVER_READY_TIMEOUT_MS = 60_000;
const HAPROXY = process.env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

const DAY_MS = 24 * 60 * 60 * 1000;
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6);
const say = (message: string) => console.log(`[${elapsed()} s] ${message}`);

// ---------------------------------------------------------------------------------------------------------------
// Preconditions: PostgreSQL, a production build, HAProxy.
if (!process.env.DATABASE_URL) {
  console.error(
    'test:resilience needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/<database> (a fresh database is created beside it).',
  );
  console.error('It does not run on the embedded PGlite, which has no connections to terminate and serves one process only.');
  process.exit(1);
}
if (!existsSync(path.join('.next', 'BUILD_ID'))) {
  console.error('test:resilience runs the production build and builds nothing: run `npx next build` first.');
  process.exit(1);
}
if (spawnSync(HAPROXY, ['-v']).status !== 0) {
  console.error(`test:resilience needs HAProxy (${HAPROXY}): apt-get install haproxy, or set HAPROXY_BIN.`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'portal-resilience-'));
const logDir = path.join(workDir, 'logs');
mkdirSync(logDir);
say(`logs of this run: ${logDir}`);

// ---------------------------------------------------------------------------------------------------------------
// Ports: RESILIENCE_PORT_BASE=n uses n (HAProxy), n+1 and n+2 (the servers); otherwise free ones.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
const portBase = process.env.RESILIENCE_PORT_BASE ? Number(process.env.RESILIENCE_PORT_BASE) : undefined;
const proxyPort = portBase ?? (await freePort());
const serverPorts = portBase ? [portBase + 1, portBase + 2] : [await freePort(), await freePort()];
const BASE_URL = `http://127.0.0.1:${proxyPort}`;

// ---------------------------------------------------------------------------------------------------------------
// The fresh database
const serverUrl = new URL(process.env.DATABASE_URL);
const databaseName = `${serverUrl.pathname.slice(1) || 'portal'}_resilience_${process.pid}`;
const maintenanceUrl = new URL(serverUrl);
maintenanceUrl.pathname = '/postgres';
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;

/** The test's own superuser connection, outside the app's database, for the faults and the clean-up. */
const maintenance = new pg.Client({ connectionString: maintenanceUrl.toString() });
await maintenance.connect();
await maintenance.query(`drop database if exists "${databaseName}" with (force)`);
await maintenance.query(`create database "${databaseName}"`);

const children = new Set<ChildProcess>();
async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  await maintenance.query(`alter database "${databaseName}" with allow_connections true`).catch(() => undefined);
  if (process.env.RESILIENCE_KEEP_DATABASE !== 'true')
    await maintenance.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  await maintenance.end().catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// The verification's reads retry: the test's own connections are terminated with the app's.
const check = openPostgres(databaseUrl.toString());
const checkPool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4, connectionTimeoutMillis: 2000 });
checkPool.on('error', () => undefined);
checkPool.on('connect', (client) => client.on('error', () => undefined));
async function read<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await checkPool.query<T>(text, values)).rows;
    } catch (error) {
      // Only while the database is away: a mistake in the query itself fails at once.
      if (attempt > 150 || !isDatabaseUnavailable(error)) throw error;
      await sleep(200);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Data: four session groups, each for one part of the story.
//   A: students rank (announced, before the student deadline);      B: companies rank their applicants;
//   C: the matching window is open (an admin runs it);               D: round 1 announced, round 2 ahead (closed twice).
//   (C's run opens after the company ranking, reorder and cancel deadlines, all three past.)
type Person = { platformUid: string; cookie: string; studentId?: string; companyId?: number };

function roundAt(start: number) {
  const at = (days: number) => new Date(start + days * DAY_MS);
  return {
    openingSubmissionDeadline: at(0),
    openingAnnouncementDate: at(1),
    studentRankingDeadline: at(2),
    applicationAnnouncementDate: at(3),
    companyRankingDeadline: at(4),
    reorderRankingDeadline: at(5),
    cancelRankingDeadline: at(5),
    resultAnnouncementDate: at(6),
  };
}

async function setUp() {
  await migrateDatabase(check);
  const db = check.db;
  const now = Date.now();
  const group = async (title: string, roundStarts: number[]) => {
    const [row] = await db.insert(sessionGroups).values({ title }).returning();
    await db
      .insert(rounds)
      .values(roundStarts.map((start, index) => ({ sessionGroupId: row.sessionGroupId, round: index + 1, ...roundAt(start) })));
    const [session] = await db
      .insert(sessions)
      .values({
        sessionGroupId: row.sessionGroupId,
        title: `${title} session`,
        minimumApplicationPerStudent: 1,
        maximumApplicationPerStudent: 6,
      })
      .returning();
    return { sessionGroupId: row.sessionGroupId, sessionId: session.sessionId };
  };
  // Day offsets put "now" between the dates each part needs (see roundAt's order).
  const groupA = await group('A students rank', [now - 1.5 * DAY_MS]);
  const groupB = await group('B companies rank', [now - 3.5 * DAY_MS]);
  const groupC = await group('C matching', [now - 5.5 * DAY_MS]);
  const groupD = await group('D close round', [now - 10 * DAY_MS, now + 1 * DAY_MS]);

  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: COMPANY_COUNT }, (_, index) => ({
        companyNameTh: `บริษัท ทดสอบ ${index + 1} จำกัด`,
        companyNameEn: `Resilience ${index + 1}`,
        profileToken: randomBytes(16).toString('hex'),
      })),
    )
    .returning({ companyId: companies.companyId });
  const openingValues = (sessionId: number, perCompany: number, status: 'PUBLISHED' | 'RANKING_SUBMITTED') =>
    companyRows.flatMap(({ companyId }) =>
      Array.from({ length: perCompany }, (_, index) => ({
        sessionId,
        companyId,
        title: `ตำแหน่ง ${index + 1}`,
        quota: 2,
        officeName: 'สำนักงานใหญ่',
        officeAddressLine1: 'ถนนพญาไท',
        status,
        publishedAt: new Date(),
      })),
    );
  const openingsA = await db
    .insert(openings)
    .values(openingValues(groupA.sessionId, 2, 'PUBLISHED'))
    .returning({ openingId: openings.openingId });
  const openingsB = await db
    .insert(openings)
    .values(openingValues(groupB.sessionId, 2, 'PUBLISHED'))
    .returning({ openingId: openings.openingId, companyId: openings.companyId });
  const openingsC = await db
    .insert(openings)
    .values(openingValues(groupC.sessionId, 1, 'PUBLISHED').slice(0, 10))
    .returning({ openingId: openings.openingId });

  const passwordHash = 'not-a-password-hash';
  const person = (role: string, index: number) => {
    const name = `res-${role}-${index}`;
    return { platformUid: name, username: name, email: `${name}@example.com`, displayName: `${role} ${index}`, passwordHash };
  };
  const studentAccounts = Array.from({ length: STUDENT_COUNT }, (_, index) => person('student', index));
  const companyAccounts = Array.from({ length: COMPANY_COUNT }, (_, index) => person('company', index));
  const adminAccounts = [person('admin', 0), person('admin', 1)];
  // Signs in with a real password during the SIGTERM (an external user: the sign-in is the same for every role).
  const drainAccount = { username: 'res-drain', password: randomBytes(12).toString('base64url') };
  await db.insert(accounts).values([
    ...studentAccounts,
    ...companyAccounts,
    ...adminAccounts,
    {
      platformUid: 'res-drain',
      username: drainAccount.username,
      email: 'res-drain@example.com',
      displayName: 'drain',
      passwordHash: await hashPassword(drainAccount.password),
    },
  ]);
  const studentIds = studentAccounts.map((_, index) => `67${String(index).padStart(8, '0')}`);
  await db.insert(students).values(
    studentAccounts.map((account, index) => ({
      studentId: studentIds[index],
      platformUid: account.platformUid,
      firstNameTh: 'นักศึกษา',
      lastNameTh: `ทดสอบ${index}`,
      firstNameEn: 'Student',
      lastNameEn: `Test${index}`,
      admissionYear: 2566,
      profileToken: randomBytes(16).toString('hex'),
    })),
  );
  await db
    .insert(companyUsers)
    .values(companyAccounts.map((account, index) => ({ platformUid: account.platformUid, companyId: companyRows[index].companyId })));
  await db.insert(admins).values(adminAccounts.map((account) => ({ platformUid: account.platformUid })));

  // A real login for everyone: the row the sign-in writes, and the cookie the browser would send.
  const cookieOf = new Map<string, string>();
  const loginRows = [...studentAccounts, ...companyAccounts, ...adminAccounts].map((account) => {
    const token = createRandomToken();
    cookieOf.set(account.platformUid, `portal_session=${token}`);
    return { tokenHash: sha256(token), platformUid: account.platformUid, expiresAt: new Date(now + DAY_MS), lastUsedAt: new Date(now) };
  });
  await db.insert(loginSessions).values(loginRows);

  // A: every student enrolled, nothing ranked yet.
  await db
    .insert(enrollments)
    .values(studentIds.map((studentId) => ({ sessionId: groupA.sessionId, studentId, status: 'RANKING_PENDING' as const })));
  // B: every student applied to three openings; the companies rank them during the load.
  await db
    .insert(enrollments)
    .values(studentIds.map((studentId) => ({ sessionId: groupB.sessionId, studentId, status: 'RANKING_SUBMITTED' as const })));
  await db.insert(applications).values(
    studentIds.flatMap((studentId, index) =>
      [0, 1, 2].map((offset) => ({
        sessionId: groupB.sessionId,
        round: 1,
        studentId,
        openingId: openingsB[(index * 3 + offset * 7) % openingsB.length].openingId,
        studentPreferenceRank: offset + 1,
      })),
    ),
  );
  // C: 60 students and 10 openings ranked both ways, waiting for the matching.
  const studentsC = studentIds.slice(0, 60);
  await db
    .insert(enrollments)
    .values(studentsC.map((studentId) => ({ sessionId: groupC.sessionId, studentId, status: 'RANKING_PENDING' as const })));
  for (const [index, studentId] of studentsC.entries()) {
    const openingIds = [0, 3, 6].map((offset) => openingsC[(index + offset) % openingsC.length].openingId);
    await submitRankingRows(db, { sessionId: groupC.sessionId, round: 1, studentId, openingIds });
  }
  for (const { openingId } of openingsC) {
    await submitCompanyRankingRows(db, { openingId, round: 1, selectedStudentIds: [...studentsC].sort(() => Math.random() - 0.5) });
  }

  const asPerson = (account: { platformUid: string }, extra: Partial<Person> = {}): Person => ({
    platformUid: account.platformUid,
    cookie: cookieOf.get(account.platformUid)!,
    ...extra,
  });
  return {
    groupA,
    groupB,
    groupC,
    groupD,
    openingsA: openingsA.map((row) => row.openingId),
    openingsB,
    students: studentAccounts.map((account, index) => asPerson(account, { studentId: studentIds[index] })),
    companyUsers: companyAccounts.map((account, index) => asPerson(account, { companyId: companyRows[index].companyId })),
    admins: adminAccounts.map((account) => asPerson(account)),
    drainAccount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Servers and HAProxy
type Server = { name: string; port: number; log: WriteStream; process?: ChildProcess; exit?: Promise<number | null> };
const signingSecret = randomBytes(32).toString('base64url');
const servers: Server[] = serverPorts.map((port, index) => {
  const name = `server-${'ab'[index]}`;
  return { name, port, log: createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' }) };
});

function startServer(server: Server) {
  server.log.write(`\n==== start at ${new Date().toISOString()} ====\n`);
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(server.port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'resilience',
      APP_URL: BASE_URL,
      DATABASE_URL: databaseUrl.toString(),
      // Shared by every instance: the signing secret and the file storage (docs/operations.md).
      FILES_SIGNING_SECRET: signingSecret,
      FILES_DIR: path.join(workDir, 'files'),
      TRUST_PROXY: 'true',
      SEED_ON_START: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(server.log, { end: false });
  child.stderr!.pipe(server.log, { end: false });
  children.add(child);
  server.process = child;
  server.exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      server.log.write(`==== exit code=${code} signal=${signal} at ${new Date().toISOString()} ====\n`);
      resolve(code ?? (signal === 'SIGKILL' ? 137 : null));
    }),
  );
}

async function statusOf(port: number, timeoutMs = 2000): Promise<number> {
  try {
    return (await send(new URL(`http://127.0.0.1:${port}/api/status`), 'GET', {}, undefined, timeoutMs)).status;
  } catch {
    return 0;
  }
}

async function waitHealthy(server: Server) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await statusOf(server.port)) === 200) return;
    await sleep(100);
  }
  throw new Error(`${server.name} did not answer GET /api/status 200 within ${SERVER_READY_TIMEOUT_MS / 1000} s; see ${server.log.path}`);
}

/** HAProxy's own answers (no server up, a server gone mid-request) are JSON `{ message }` like the portal's. */
function errorFile(status: number, reason: string): string {
  const body = JSON.stringify({ message: 'ระบบไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่' });
  const file = path.join(workDir, `haproxy-${status}.http`);
  writeFileSync(
    file,
    [
      `HTTP/1.1 503 ${reason}`,
      'content-type: application/json',
      'cache-control: no-store',
      'retry-after: 5',
      'x-served-by: haproxy',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  return file;
}

function startHaproxy(): ChildProcess {
  const config = path.join(workDir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  log stdout format raw local0 info
  maxconn 2048

defaults
  mode http
  log global
  option httplog
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # A connection that failed never reached a server, so it is retried on the other one; nothing else is retried,
  # since a write that reached a server may have been done.
  retries 3
  option redispatch 1
  retry-on conn-failure
  # One request per server connection: a draining server closes each connection after its answer.
  option http-server-close
  timeout http-keep-alive 60s
  # A check answers within a second when all is well; under the load's first burst it may take longer, and two
  # slow checks must not take a healthy server out.
  timeout check 3s
  # A server gone mid-request (SIGKILL) or none up: the client gets a 503 { message } and may try again.
  errorfile 502 ${errorFile(502, 'Bad Gateway')}
  errorfile 503 ${errorFile(503, 'Service Unavailable')}
  errorfile 504 ${errorFile(504, 'Gateway Timeout')}

frontend portal
  bind 127.0.0.1:${proxyPort}
  unique-id-format %[uuid()]
  unique-id-header x-request-id
  default_backend servers

backend servers
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/status
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 1
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`,
  );
  const log = createWriteStream(path.join(logDir, 'haproxy.log'));
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  children.add(child);
  return child;
}

// ---------------------------------------------------------------------------------------------------------------
// The load's client: every answer is classified as it arrives.
type Outcome = {
  status: number;
  body: unknown;
  ms: number;
  endedAt: number;
  kind: 'answer' | 'hang' | 'network';
  requestId: string | null;
  servedBy: string | null;
};
const stats = {
  requests: 0,
  acknowledged: 0,
  fiveHundreds: 0,
  serviceUnavailable: 0,
  hangs: 0,
  /** Requests whose connection HAProxy closed without an answer, with when they began and ended. */
  dropped: [] as { where: string; begun: number; endedAt: number }[],
  withoutMessage: 0,
  withoutRequestId: 0,
  lost: 0,
  wrong: 0,
  problems: [] as string[],
};
const problem = (text: string) => {
  if (stats.problems.length < 40) stats.problems.push(text);
};

let loadStartedAt = Date.now();
let inFlight = 0;
const waiting: (() => void)[] = [];
async function slot() {
  if (inFlight < MAX_IN_FLIGHT) {
    inFlight += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}
function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else inFlight -= 1;
}

type RawAnswer = { status: number; text: string; headers: http.IncomingHttpHeaders };

/**
 * One request on a connection of its own. A proxy may close a reused keep-alive connection without an answer when the
 * server behind it fails (the client is expected to retry, as browsers do); a fresh connection per request makes
 * every failure an answer the test can judge.
 */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs = CLIENT_TIMEOUT_MS,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
    };
    const allHeaders = { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
    const request = http.request(url, { method, headers: allHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const text = () => Buffer.concat(chunks).toString('utf8');
      response.on('end', () => settle(() => resolve({ status: response.statusCode ?? 0, text: text(), headers: response.headers })));
      response.on('error', (error) => settle(() => reject(error)));
      // A body cut off (the server killed mid-answer) ends in 'close' without 'end'.
      response.on('close', () => settle(() => reject(Object.assign(new Error('answer cut off'), { code: 'ECUTOFF' }))));
    });
    // The whole request, not only the socket's idleness: a request unanswered after the limit is a hang.
    const timer = setTimeout(() => {
      settle(() => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => settle(() => reject(error)));
    request.on('close', () => settle(() => reject(Object.assign(new Error('connection closed without an answer'), { code: 'ECLOSED' }))));
    request.end(body);
  });
}

async function call(
  person: Person,
  method: string,
  pathname: string,
  body?: unknown,
  options: { base?: string; bounded?: boolean } = {},
): Promise<Outcome> {
  if (options.bounded !== false) await slot();
  const begun = Date.now();
  stats.requests += 1;
  try {
    const headers: Record<string, string> = {
      origin: BASE_URL,
      accept: 'application/json',
      ...(person.cookie ? { cookie: person.cookie } : {}),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(
      new URL(`${options.base ?? BASE_URL}/api${pathname}`),
      method,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    let parsed: unknown = undefined;
    try {
      parsed = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      parsed = answer.text;
    }
    const header = (name: string) => {
      const value = answer.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const outcome: Outcome = {
      status: answer.status,
      body: parsed,
      ms: Date.now() - begun,
      endedAt: Date.now(),
      kind: 'answer',
      requestId: header('x-request-id'),
      servedBy: header('x-served-by'),
    };
    classify(method, pathname, outcome);
    return outcome;
  } catch (error) {
    const isTimeout = (error as Error).name === 'TimeoutError';
    const where = `${method} ${pathname}${options.base ? ` (straight to ${options.base})` : ''} at ${((begun - loadStartedAt) / 1000).toFixed(1)} s`;
    if (isTimeout) {
      stats.hangs += 1;
      problem(`${where}: no answer within ${CLIENT_TIMEOUT_MS / 1000} s`);
    } else if (!options.base) {
      stats.dropped.push({
        where: `${where}: ${(error as Error & { code?: string }).code ?? ''} ${(error as Error).message}`,
        begun,
        endedAt: Date.now(),
      });
    }
    return {
      status: 0,
      body: undefined,
      ms: Date.now() - begun,
      endedAt: Date.now(),
      kind: isTimeout ? 'hang' : 'network',
      requestId: null,
      servedBy: null,
    };
  } finally {
    if (options.bounded !== false) releaseSlot();
  }
}

function hasMessage(body: unknown): boolean {
  return Boolean(
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string' &&
    (body as { message: string }).message,
  );
}

function classify(method: string, pathname: string, outcome: Outcome) {
  if (outcome.servedBy !== 'haproxy' && !outcome.requestId) {
    stats.withoutRequestId += 1;
    problem(`${method} ${pathname}: ${outcome.status} without x-request-id`);
  }
  if (outcome.status >= 500 && outcome.status !== 503) {
    stats.fiveHundreds += 1;
    problem(`${method} ${pathname}: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)} (request ${outcome.requestId})`);
  }
  if (outcome.status === 503) stats.serviceUnavailable += 1;
  if (outcome.status >= 400 && !hasMessage(outcome.body)) {
    stats.withoutMessage += 1;
    problem(`${method} ${pathname}: ${outcome.status} without { message }: ${String(JSON.stringify(outcome.body)).slice(0, 200)}`);
  }
}

const isOk = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;
/** A refusal (4xx) says nothing was written; a 503, a dropped connection or a hang leaves it open whether it was. */
const isUncertain = (outcome: Outcome) => outcome.status === 0 || outcome.status >= 500;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const shuffled = <T>(items: readonly T[]) => [...items].sort(() => Math.random() - 0.5);
const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const key = (list: readonly number[]) => list.join(',');

// ---------------------------------------------------------------------------------------------------------------
// Virtual users. Each keeps what the portal acknowledged; after an answer that leaves the outcome open it reads the
// truth from the database, which must be either the acknowledged state or the one the open request asked for.
type StudentState = { ranking: number[]; draft: { openingIds: number[]; dividerIndex: number | null }; bookmarks: Set<number> };

type Data = Awaited<ReturnType<typeof setUp>>;

async function studentTruth(data: Data, studentId: string): Promise<StudentState> {
  const ranking = await read<{ opening_id: number }>(
    `select opening_id from applications where session_id = $1 and round = 1 and student_id = $2 and status = 'ACTIVE' order by student_preference_rank`,
    [data.groupA.sessionId, studentId],
  );
  const draftItems = await read<{ opening_id: number }>(
    `select opening_id from student_ranking_draft_items where session_id = $1 and student_id = $2 order by position`,
    [data.groupA.sessionId, studentId],
  );
  const [draft] = await read<{ divider_index: number | null }>(
    `select divider_index from student_ranking_drafts where session_id = $1 and student_id = $2`,
    [data.groupA.sessionId, studentId],
  );
  const bookmarks = await read<{ opening_id: number }>(
    `select b.opening_id from bookmarks b join openings o using (opening_id) where b.student_id = $1 and o.session_id = $2`,
    [studentId, data.groupA.sessionId],
  );
  return {
    ranking: ranking.map((row) => row.opening_id),
    draft: { openingIds: draftItems.map((row) => row.opening_id), dividerIndex: draft?.divider_index ?? null },
    bookmarks: new Set(bookmarks.map((row) => row.opening_id)),
  };
}

function describeState(state: StudentState) {
  return JSON.stringify({ ranking: state.ranking, draft: state.draft, bookmarks: [...state.bookmarks].sort((a, b) => a - b) });
}

function sameStudentState(a: StudentState, b: StudentState) {
  return describeState(a) === describeState(b);
}

async function runStudent(data: Data, student: Person, until: number) {
  let state: StudentState = { ranking: [], draft: { openingIds: [], dividerIndex: null }, bookmarks: new Set() };
  const base = `/student/sessions/${data.groupA.sessionId}`;
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 2500);
    if (Date.now() >= until) break;
    const roll = Math.random();
    let intended: StudentState;
    let outcome: Outcome;
    if (roll < 0.3) {
      const openingIds = shuffled(data.openingsA).slice(0, 1 + Math.floor(Math.random() * 6));
      const dividerIndex = Math.random() < 0.5 ? null : Math.floor(Math.random() * (openingIds.length + 1));
      intended = { ...state, draft: { openingIds, dividerIndex } };
      outcome = await call(student, 'PUT', `${base}/ranking/draft`, { openingIds, dividerIndex });
    } else if (roll < 0.55) {
      const openingId = pick(data.openingsA);
      const isAdding = !state.bookmarks.has(openingId);
      const bookmarks = new Set(state.bookmarks);
      if (isAdding) bookmarks.add(openingId);
      else bookmarks.delete(openingId);
      intended = { ...state, bookmarks };
      outcome = await call(student, isAdding ? 'POST' : 'DELETE', `/sessions/${data.groupA.sessionId}/openings/${openingId}/bookmark`);
    } else if (state.ranking.length === 0) {
      const openingIds = shuffled(data.openingsA).slice(0, 2 + Math.floor(Math.random() * 4));
      intended = { ...state, ranking: openingIds };
      outcome = await call(student, 'POST', `${base}/ranking`, { openingIds });
    } else if (roll < 0.85 || state.ranking.length < 2) {
      const openingIds = shuffled(state.ranking);
      intended = { ...state, ranking: openingIds };
      outcome = await call(student, 'PUT', `${base}/ranking`, { openingIds });
    } else {
      const cancelled = pick(state.ranking);
      intended = { ...state, ranking: state.ranking.filter((openingId) => openingId !== cancelled) };
      outcome = await call(student, 'PATCH', `${base}/ranking`, { openingIds: [cancelled] });
    }
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      state = intended;
    } else if (isUncertain(outcome)) {
      const truth = await studentTruth(data, student.studentId!);
      if (!sameStudentState(truth, state) && !sameStudentState(truth, intended)) {
        stats.lost += 1;
        problem(
          `student ${student.studentId}: after an open answer the database holds ${describeState(truth)}, acknowledged ${describeState(state)}`,
        );
      }
      state = truth;
    } else if (outcome.status !== 409) {
      problem(`student ${student.studentId}: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
  }
  return state;
}

type CompanyOpeningState = { draft: number[]; submitted: number[] | null };

async function companyTruth(openingId: number): Promise<CompanyOpeningState> {
  const draft = await read<{ application_id: number }>(
    `select application_id from company_ranking_draft_items where opening_id = $1 and round = 1 order by position`,
    [openingId],
  );
  const submission = await read<{ application_id: number }>(
    `select i.application_id from company_ranking_submission_items i
       where i.submission_id = (select max(submission_id) from company_ranking_submissions where opening_id = $1 and round = 1 and action = 'SUBMIT')
         and i.position is not null order by i.position`,
    [openingId],
  );
  const [hasSubmission] = await read<{ n: number }>(
    `select count(*)::int as n from company_ranking_submissions where opening_id = $1 and round = 1 and action = 'SUBMIT'`,
    [openingId],
  );
  return {
    draft: draft.map((row) => row.application_id),
    submitted: hasSubmission.n > 0 ? submission.map((row) => row.application_id) : null,
  };
}

const sameCompanyState = (a: CompanyOpeningState, b: CompanyOpeningState) =>
  key(a.draft) === key(b.draft) &&
  (a.submitted === null ? b.submitted === null : b.submitted !== null && sameList(a.submitted, b.submitted));

async function runCompanyUser(data: Data, user: Person, until: number, applicationIdsOf: Map<number, number[]>) {
  const ownOpenings = data.openingsB.filter((opening) => opening.companyId === user.companyId).map((opening) => opening.openingId);
  const states = new Map<number, CompanyOpeningState>(ownOpenings.map((openingId) => [openingId, { draft: [], submitted: null }]));
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 1500);
    if (Date.now() >= until) break;
    const open = ownOpenings.filter((openingId) => states.get(openingId)!.submitted === null);
    if (open.length === 0) {
      await call(user, 'GET', `/company/sessions/${data.groupB.sessionId}/openings/${pick(ownOpenings)}/ranking/1`);
      continue;
    }
    const openingId = pick(open);
    const state = states.get(openingId)!;
    const ids = applicationIdsOf.get(openingId) ?? [];
    const chosen = shuffled(ids).slice(0, Math.max(1, Math.floor(Math.random() * ids.length)));
    const isSubmit = Math.random() < 0.07;
    const intended: CompanyOpeningState = isSubmit ? { ...state, submitted: chosen } : { ...state, draft: chosen };
    const base = `/company/sessions/${data.groupB.sessionId}/openings/${openingId}/ranking`;
    const outcome = isSubmit
      ? await call(user, 'POST', base, { selectedApplicationIds: chosen })
      : await call(user, 'PUT', `${base}/draft`, { applicationIds: chosen });
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      states.set(openingId, intended);
    } else if (isUncertain(outcome)) {
      const truth = await companyTruth(openingId);
      if (!sameCompanyState(truth, state) && !sameCompanyState(truth, intended)) {
        stats.lost += 1;
        problem(
          `opening ${openingId}: after an open answer the database holds ${JSON.stringify(truth)}, acknowledged ${JSON.stringify(state)}`,
        );
      }
      states.set(openingId, truth);
    } else {
      problem(`company ${user.companyId}: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
  }
  return states;
}

/** The admin changes a setting and an opening's description, one request at a time. */
async function runAdmin(data: Data, admin: Person, until: number) {
  const acknowledged = { setting: null as string | null, description: new Map<number, string | null>() };
  let counter = 0;
  while (Date.now() < until) {
    await sleep(200 + Math.random() * 400);
    counter += 1;
    const value = `v${counter}-${randomBytes(3).toString('hex')}`;
    const isSetting = counter % 2 === 0;
    const openingId = data.openingsA[counter % 5];
    const outcome = isSetting
      ? await call(admin, 'PUT', '/admin/settings/resilience.value', { value })
      : await call(admin, 'PATCH', `/admin/sessions/${data.groupA.sessionId}/openings/${openingId}`, { description: value });
    const readTruth = async () =>
      isSetting
        ? ((await read<{ value: string }>(`select value from settings where key = 'resilience.value'`))[0]?.value ?? null)
        : ((await read<{ description: string | null }>(`select description from openings where opening_id = $1`, [openingId]))[0]
            ?.description ?? null);
    const before = isSetting ? acknowledged.setting : (acknowledged.description.get(openingId) ?? null);
    let now: string | null = before;
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      now = value;
    } else if (isUncertain(outcome)) {
      const truth = await readTruth();
      if (truth !== before && truth !== value) {
        stats.lost += 1;
        problem(`admin ${isSetting ? 'setting' : `opening ${openingId}`}: database holds ${truth}, acknowledged ${before}`);
      }
      now = truth;
    } else {
      problem(`admin: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
    if (isSetting) acknowledged.setting = now;
    else acknowledged.description.set(openingId, now);
  }
  return acknowledged;
}

// ---------------------------------------------------------------------------------------------------------------
// Faults
async function terminateConnections(): Promise<number> {
  const { rows } = await maintenance.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return rows[0].n;
}

/** Seconds until every server has answered GET /api/status 200 at least once, each polled on its own; null past the limit. */
async function waitBothHealthy(timeoutMs: number): Promise<number | null> {
  const begun = Date.now();
  const times = await Promise.all(
    servers.map(async (server) => {
      while (Date.now() - begun < timeoutMs) {
        // A generous limit per probe: on a busy machine an answer may take seconds, and an abandoned probe only delays.
        if ((await statusOf(server.port, 10_000)) === 200) return (Date.now() - begun) / 1000;
        await sleep(50);
      }
      return null;
    }),
  );
  return times.some((time) => time === null) ? null : Math.max(...(times as number[]));
}

const doubleClicks = {
  studentSubmissions: [] as { studentId: string; statuses: number[] }[],
  companySubmissions: [] as { openingId: number; statuses: number[] }[],
};
const story = {
  recoveryS: null as number | null,
  drain: { statuses: [] as number[], answeredAfterSignal: 0, exitCode: null as number | null, refusedAfter: false },
  killExit: null as number | null,
  killedAt: 0,
  killExitedAt: 0,
  matching: null as Outcome | null,
  closeRound: [] as number[],
};

async function faults(data: Data, loadStart: number, applicationIdsOf: Map<number, number[]>) {
  const at = (seconds: number) => sleep(Math.max(0, loadStart + seconds * 1000 - Date.now()));

  // A double click: the same submit sent twice at once, by five students and two companies.
  // A pair that met only 503s (no server up at that instant) is clicked again, as a user would.
  const doubleClick = async (person: Person, pathname: string, body: unknown) => {
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answers = await Promise.all([0, 1].map(() => call(person, 'POST', pathname, body, { bounded: false })));
      statuses = [...statuses, ...answers.map((answer) => answer.status)];
      if (answers.some((answer) => answer.status !== 503)) break;
      await sleep(1000);
    }
    return statuses;
  };
  const doubleClicking = (async () => {
    await at(2);
    for (const student of data.students.slice(-5)) {
      const statuses = await doubleClick(student, `/student/sessions/${data.groupA.sessionId}/ranking`, {
        openingIds: data.openingsA.slice(0, 3),
      });
      doubleClicks.studentSubmissions.push({ studentId: student.studentId!, statuses });
    }
    for (const user of data.companyUsers.slice(-2)) {
      const openingId = data.openingsB.find((opening) => opening.companyId === user.companyId)!.openingId;
      const selectedApplicationIds = (applicationIdsOf.get(openingId) ?? []).slice(0, 2);
      const statuses = await doubleClick(user, `/company/sessions/${data.groupB.sessionId}/openings/${openingId}/ranking`, {
        selectedApplicationIds,
      });
      doubleClicks.companySubmissions.push({ openingId, statuses });
    }
  })();

  await at(5);
  say(`fault: pg_terminate_backend of every connection (${await terminateConnections()} ended)`);
  await at(9);
  say(`fault: pg_terminate_backend again (${await terminateConnections()} ended)`);

  await at(14);
  await maintenance.query(`alter database "${databaseName}" with allow_connections false`);
  say(`fault: database refuses connections (ALLOW_CONNECTIONS false, ${await terminateConnections()} ended)`);
  await at(19);
  await maintenance.query(`alter database "${databaseName}" with allow_connections true`);
  story.recoveryS = await waitBothHealthy(30_000);
  say(`database back; both servers answer GET /api/status 200 after ${story.recoveryS?.toFixed(2) ?? 'more than 30'} s`);

  await at(24);
  const [killed, drained] = servers;
  story.killedAt = Date.now();
  killed.process!.kill('SIGKILL');
  story.killExit = await killed.exit!;
  story.killExitedAt = Date.now();
  say(`fault: ${killed.name} killed with SIGKILL`);
  await at(26);
  startServer(killed);
  await waitHealthy(killed);
  const killedHealthyAt = Date.now();
  say(`${killed.name} started again and healthy`);

  // The SIGTERM leaves the restarted server alone with the whole load: it must have warmed up first.
  await at(34);
  await sleep(Math.max(0, killedHealthyAt + WARM_UP_MS - Date.now()));
  // Requests straight to the server about to stop: writes, and password sign-ins. A sign-in counts its attempt in
  // rate_limits first, then queues for the password check (two at a time, about 0.1 s each): once every sign-in is
  // counted, the server has read them all and is still working on some when the SIGTERM comes. Each sign-in must get
  // its real answer; a write the server had not read yet when it stopped accepting may be refused with the connection.
  const admin = data.admins[1];
  const direct = { base: `http://127.0.0.1:${drained.port}`, bounded: false };
  const inFlight = Array.from({ length: 10 }, (_, index) =>
    index % 2 === 0
      ? call(admin, 'PUT', `/admin/settings/resilience.drain.${index}`, { value: `drained-${index}` }, direct)
      : call(
          { platformUid: '', cookie: '' },
          'POST',
          '/auth/signin',
          { username: data.drainAccount.username, password: data.drainAccount.password },
          direct,
        ),
  );
  const signIns = inFlight.length / 2;
  const countedBy = Date.now() + 10_000;
  while (Date.now() < countedBy) {
    const [{ hits }] = await read<{ hits: number }>(
      `select coalesce(sum(hits), 0)::int as hits from rate_limits where key like 'signin:address:%'`,
    );
    if (hits >= signIns) break;
    await sleep(10);
  }
  const signalledAt = Date.now();
  drained.process!.kill('SIGTERM');
  say(`fault: ${drained.name} sent SIGTERM with ${inFlight.length} requests of its own in flight`);
  const drainAnswers = await Promise.all(inFlight);
  story.drain.statuses = drainAnswers.map((answer) => answer.status);
  story.drain.answeredAfterSignal = drainAnswers.filter((answer) => answer.kind === 'answer' && answer.endedAt > signalledAt).length;
  story.drain.exitCode = await Promise.race([drained.exit!, sleep(20_000).then(() => -1)]);
  story.drain.refusedAfter = (await statusOf(drained.port)) === 0;
  const { statuses, answeredAfterSignal, exitCode } = story.drain;
  say(
    `${drained.name} exited (code ${exitCode}); its in-flight requests answered ${statuses.join(' ')}, ${answeredAfterSignal} of them after the signal`,
  );
  await at(38);
  startServer(drained);
  await waitHealthy(drained);
  const drainedHealthyAt = Date.now();
  say(`${drained.name} started again and healthy`);

  await at(44);
  await sleep(Math.max(0, drainedHealthyAt + WARM_UP_MS - Date.now()));
  // The matching of session C while the students of session A keep submitting, and two admins closing group D's round at once.
  const [matching, ...closes] = await Promise.all([
    call(data.admins[0], 'POST', `/admin/sessions/${data.groupC.sessionId}/matching`, { confirm: true }, { bounded: false }),
    ...data.admins.map((admin) =>
      call(admin, 'POST', `/admin/session-groups/${data.groupD.sessionGroupId}/close-round`, undefined, { bounded: false }),
    ),
  ]);
  story.matching = matching;
  story.closeRound = closes.map((answer) => answer.status).sort();
  say(`matching of session C answered ${matching.status}; the two closes of group D answered ${story.closeRound.join(' and ')}`);
  await doubleClicking;
}

// ---------------------------------------------------------------------------------------------------------------
// The consistency of what is in the database, whatever was acknowledged: no half-written ranking anywhere.
async function countWrong(data: Data) {
  const checks: [string, string, unknown[]][] = [
    [
      'a student ranking history row without its items',
      `select count(*)::int as n from student_ranking_submissions s where s.action <> 'UNSUBMIT'
         and not exists (select 1 from student_ranking_submission_items i where i.submission_id = s.submission_id)`,
      [],
    ],
    [
      'active applications that differ from the latest history row',
      `with latest as (
         select distinct on (session_id, round, student_id) submission_id, session_id, round, student_id
           from student_ranking_submissions order by session_id, round, student_id, submission_id desc),
       history as (select l.session_id, l.round, l.student_id, coalesce(string_agg(i.opening_id::text, ',' order by i.position), '') as list
           from latest l left join student_ranking_submission_items i on i.submission_id = l.submission_id group by 1, 2, 3),
       active as (select session_id, round, student_id, string_agg(opening_id::text, ',' order by student_preference_rank) as list
           from applications where status = 'ACTIVE' group by 1, 2, 3)
       select count(*)::int as n from history h full join active a using (session_id, round, student_id)
         where h.session_id = $1 and coalesce(h.list, '') <> coalesce(a.list, '')`,
      [data.groupA.sessionId],
    ],
    [
      'active applications whose ranks are not 1..n',
      `select count(*)::int as n from (select student_id, max(student_preference_rank) as top, count(*) as n
         from applications where session_id = $1 and status = 'ACTIVE' group by student_id) r where top <> n`,
      [data.groupA.sessionId],
    ],
    [
      'an enrollment whose status disagrees with its ranking',
      `select count(*)::int as n from enrollments e where e.session_id = $1 and
         (e.status = 'RANKING_SUBMITTED') <> exists (select 1 from student_ranking_submissions s
                                                     where s.session_id = e.session_id and s.student_id = e.student_id)`,
      [data.groupA.sessionId],
    ],
    [
      'a second SUBMIT of one student in one round',
      `select count(*)::int as n from (select student_id from student_ranking_submissions
         where session_id = $1 and action = 'SUBMIT' group by student_id having count(*) > 1) d`,
      [data.groupA.sessionId],
    ],
    [
      'a student draft with gaps in its positions',
      `select count(*)::int as n from (select student_id from student_ranking_draft_items
         where session_id = $1 group by student_id having max(position) <> count(*) - 1) d`,
      [data.groupA.sessionId],
    ],
    [
      'a company ranking without its items, or twice submitted',
      `select count(*)::int as n from openings o where o.session_id = $1 and (
         (select count(*) from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT') > 1
         or exists (select 1 from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT'
                    and not exists (select 1 from company_ranking_submission_items i where i.submission_id = s.submission_id)))`,
      [data.groupB.sessionId],
    ],
    [
      'an opening whose status disagrees with its company ranking',
      `select count(*)::int as n from openings o where o.session_id = $1 and
         (o.status = 'RANKING_SUBMITTED') <> exists (select 1 from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT')`,
      [data.groupB.sessionId],
    ],
  ];
  let wrong = 0;
  for (const [what, text, values] of checks) {
    const [{ n }] = await read<{ n: number }>(text, values);
    if (n > 0) problem(`wrong: ${n} × ${what}`);
    wrong += n;
  }
  return wrong;
}

/**
 * The answers of a double click that made one submission: one 2xx and the other a 409; or, when the database went away
 * just after the commit, a 503 (the submit was done, its answer lost) and the other click's 409 that saw it.
 */
function isOneDoubleClick(statuses: number[]): boolean {
  const created = statuses.filter((status) => status >= 200 && status < 300).length;
  if (created > 1) return false;
  return created === 1 || statuses.some((status) => status === 503 || status === 0);
}

// ---------------------------------------------------------------------------------------------------------------
let exitCode = 1;
try {
  say(`fresh database ${databaseName}; migrating and writing ${STUDENT_COUNT} students, ${COMPANY_COUNT} companies, 2 admins`);
  const data = await setUp();
  const applicationRows = await read<{ opening_id: number; application_id: number }>(
    `select opening_id, application_id from applications where session_id = $1 order by application_id`,
    [data.groupB.sessionId],
  );
  const applicationIdsOf = new Map<number, number[]>();
  for (const row of applicationRows)
    applicationIdsOf.set(row.opening_id, [...(applicationIdsOf.get(row.opening_id) ?? []), row.application_id]);

  for (const server of servers) startServer(server);
  await Promise.all(servers.map(waitHealthy));
  const haproxy = startHaproxy();
  const proxyDeadline = Date.now() + 15_000;
  while ((await statusOf(proxyPort)) !== 200) {
    if (Date.now() > proxyDeadline || haproxy.exitCode !== null) {
      throw new Error(`HAProxy did not come up on port ${proxyPort}; see ${path.join(logDir, 'haproxy.log')}`);
    }
    await sleep(100);
  }
  say(`two servers on ports ${serverPorts.join(' and ')} behind HAProxy on ${proxyPort}; load for ${LOAD_SECONDS} s`);

  const loadStart = Date.now();
  loadStartedAt = loadStart;
  const until = loadStart + LOAD_SECONDS * 1000;
  // The double-clicking students and companies are left to the fault script.
  const studentRuns = data.students.slice(0, -5).map((student) => runStudent(data, student, until));
  const companyRuns = data.companyUsers.slice(0, -2).map((user) => runCompanyUser(data, user, until, applicationIdsOf));
  const adminRun = runAdmin(data, data.admins[0], until);
  await faults(data, loadStart, applicationIdsOf);
  const studentStates = await Promise.all(studentRuns);
  await Promise.all(companyRuns);
  const adminState = await adminRun;
  say(`load over: ${stats.requests} requests, ${stats.acknowledged} writes acknowledged, ${stats.serviceUnavailable} answered 503`);

  // Every student's final state is the acknowledged one.
  for (const [index, expected] of studentStates.entries()) {
    const student = data.students[index];
    const truth = await studentTruth(data, student.studentId!);
    if (!sameStudentState(truth, expected)) {
      stats.lost += 1;
      problem(`student ${student.studentId}: database ${describeState(truth)}, acknowledged ${describeState(expected)}`);
    }
  }
  const [setting] = await read<{ value: string }>(`select value from settings where key = 'resilience.value'`);
  if ((setting?.value ?? null) !== adminState.setting) {
    stats.lost += 1;
    problem(`setting: database ${setting?.value}, acknowledged ${adminState.setting}`);
  }
  for (const [openingId, description] of adminState.description) {
    const [row] = await read<{ description: string | null }>(`select description from openings where opening_id = $1`, [openingId]);
    if (row.description !== description) {
      stats.lost += 1;
      problem(`opening ${openingId}: description ${row.description}, acknowledged ${description}`);
    }
  }
  for (const [index, status] of story.drain.statuses.entries()) {
    if (index % 2 !== 0 || status !== 200) continue;
    const [row] = await read<{ value: string }>(`select value from settings where key = $1`, [`resilience.drain.${index}`]);
    if (row?.value !== `drained-${index}`) {
      stats.lost += 1;
      problem(`the in-flight write ${index} to the draining server was answered 200 but is not in the database`);
    }
  }
  // Company rankings acknowledged by their users are checked by companyTruth during the run; at the end, every
  // SUBMIT answered 2xx must be the opening's only SUBMIT, which countWrong checks.
  const wrong = await countWrong(data);
  stats.wrong += wrong;

  // The story's own assertions.
  const failures: string[] = [];
  for (const { studentId, statuses } of doubleClicks.studentSubmissions) {
    const [{ n }] = await read<{ n: number }>(
      `select count(*)::int as n from student_ranking_submissions where session_id = $1 and student_id = $2 and action = 'SUBMIT'`,
      [data.groupA.sessionId, studentId],
    );
    if (n !== 1 || !isOneDoubleClick(statuses)) {
      failures.push(`double-clicked submit of student ${studentId}: answers ${statuses.join(' ')}, ${n} submissions (want one)`);
    }
  }
  for (const { openingId, statuses } of doubleClicks.companySubmissions) {
    const [{ n }] = await read<{ n: number }>(
      `select count(*)::int as n from company_ranking_submissions where opening_id = $1 and action = 'SUBMIT'`,
      [openingId],
    );
    if (n !== 1 || !isOneDoubleClick(statuses)) {
      failures.push(`double-clicked company submit of opening ${openingId}: answers ${statuses.join(' ')}, ${n} submissions (want one)`);
    }
  }
  if (story.recoveryS === null || story.recoveryS > RECOVERY_LIMIT_S) {
    failures.push(`recovery took ${story.recoveryS ?? 'more than 30'} s (limit ${RECOVERY_LIMIT_S} s)`);
  }
  // A request the server had not yet read when it stopped accepting is refused with the connection (status 0), and
  // must have done nothing; every request it had read gets its real answer.
  const drainRefused = story.drain.statuses.filter((status, index) => status !== 200 && (index % 2 === 1 || status !== 0));
  if (drainRefused.length > 0) {
    failures.push(
      `requests in flight at SIGTERM answered ${story.drain.statuses.join(' ')} (want 200 each; a write not yet read may be refused)`,
    );
  }
  for (const [index, status] of story.drain.statuses.entries()) {
    if (index % 2 !== 0 || status !== 0) continue;
    const [row] = await read<{ value: string }>(`select value from settings where key = $1`, [`resilience.drain.${index}`]);
    if (row) failures.push(`the write ${index} to the draining server got no answer, yet it was done`);
  }
  if (story.drain.answeredAfterSignal === 0)
    failures.push('no request was still in flight when the SIGTERM came: the drain was not tested');
  if (story.drain.exitCode === -1) failures.push('the server sent SIGTERM did not exit within 20 s');
  if (!story.drain.refusedAfter) failures.push('the server sent SIGTERM still accepted connections');
  if (!story.matching || story.matching.status !== 200) {
    failures.push(`the matching answered ${story.matching?.status} ${JSON.stringify(story.matching?.body).slice(0, 200)}`);
  } else {
    const runId = (story.matching.body as { runId?: number }).runId;
    const [{ n }] = await read<{ n: number }>(`select count(*)::int as n from matching_runs where run_id = $1 and session_id = $2`, [
      runId,
      data.groupC.sessionId,
    ]);
    if (n !== 1) failures.push(`the acknowledged matching run ${runId} is not in the database`);
  }
  if (story.closeRound.join(',') !== '200,409')
    failures.push(`two simultaneous closes answered ${story.closeRound.join(' and ')} (want 200 and 409)`);
  const [group] = await read<{ current_round: number; closes: number }>(
    `select current_round,
            (select count(*)::int from audit_logs where action = 'session-group.close-round' and entity_id = $2) as closes
       from session_groups where session_group_id = $1`,
    [data.groupD.sessionGroupId, String(data.groupD.sessionGroupId)],
  );
  if (group.current_round !== 2 || group.closes !== 1) {
    failures.push(`group D is in round ${group.current_round} after ${group.closes} closes (want round 2 after one)`);
  }
  if (stats.hangs > 0) failures.push(`${stats.hangs} requests got no answer within ${CLIENT_TIMEOUT_MS / 1000} s`);
  // A request in flight on the server that is SIGKILLed may lose its connection without an answer (HAProxy 2.6 most
  // often answers it 503, rarely closes the client's connection): its outcome is open, and checked against the
  // database like a 503's. A connection dropped at any other moment fails the run.
  const isAtKill = (drop: { begun: number; endedAt: number }) =>
    drop.begun <= story.killExitedAt && drop.endedAt >= story.killedAt && drop.endedAt <= story.killExitedAt + 1000;
  const droppedAtKill = stats.dropped.filter(isAtKill);
  const droppedElsewhere = stats.dropped.filter((drop) => !isAtKill(drop));
  for (const drop of droppedAtKill) console.log(`  · dropped with the server SIGKILLed (outcome checked): ${drop.where}`);
  for (const drop of droppedElsewhere) problem(drop.where);
  if (droppedElsewhere.length > 0) failures.push(`${droppedElsewhere.length} requests ended without an HTTP answer`);
  if (stats.withoutMessage > 0) failures.push(`${stats.withoutMessage} error answers without { message }`);
  if (stats.withoutRequestId > 0) failures.push(`${stats.withoutRequestId} answers of the portal without x-request-id`);
  if (stats.lost > 0) failures.push(`${stats.lost} acknowledged writes lost or changed`);
  if (stats.wrong > 0) failures.push(`${stats.wrong} partial or inconsistent rows`);
  if (stats.fiveHundreds > 0) failures.push(`${stats.fiveHundreds} answers with a 5xx other than 503`);

  for (const line of stats.problems) console.log(`  · ${line}`);
  console.log(
    `acknowledged=${stats.acknowledged} lost=${stats.lost} wrong=${stats.wrong} 5xx=${stats.fiveHundreds} recovery_s=${story.recoveryS?.toFixed(2) ?? 'none'}` +
      ` (requests=${stats.requests} 503=${stats.serviceUnavailable} hangs=${stats.hangs})`,
  );
  console.log(`server and HAProxy logs: ${logDir}`);
  if (failures.length) {
    console.error(`FAILED:\n- ${failures.join('\n- ')}`);
  } else {
    console.log('PASSED');
    exitCode = 0;
  }
} catch (error) {
  console.error(error);
  console.log(`server and HAProxy logs: ${logDir}`);
} finally {
  await checkPool.end().catch(() => undefined);
  await check.close().catch(() => undefined);
  await cleanUp();
}
process.exit(exitCode);
