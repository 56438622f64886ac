// npm run bench:peak — the deadline hour. Seeds a throwaway database (PostgreSQL when DATABASE_URL is
// set, else PGlite) with one term: 10,000 published openings of 200 companies and 5,000 enrolled students with
// complete profiles; gives 2,000 of them a real login session each; starts the production build on it and drives,
// in one run and each request as a different student:
//   - the floor: GET /api/status (one `select 1`) at BENCH_CONNECTIONS (200) for BENCH_DURATION (30) s;
//   - the deadline-hour mix at the same connections and duration (68 % openings list, 2 % live demand, 10 % opening detail,
//     8 % bookmark/un-bookmark, 8 % PUT ranking draft, 2 % submit or reorder the ranking, 2 % the student's session);
//   - the openings list alone at the same connections and duration;
//   - the floor and then the mix at 20 connections, for the latency one student feels when the portal is busy but
//     not saturated, beside what the host gives the floor there.
// Then it reads back every write answered 2xx and checks the database holds exactly what was acknowledged.
// Last line: `ratio=… list_ratio=… p95_ms_at_20=… floor_p95_ms_at_20=… p95_ratio_at_20=… errors=… lost=…`
// (docs/performance.md).
import http from 'node:http';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openThrowawayDatabase } from './bench-database';
import { ONE_TERM, draftOf, seedTerm, type Seeded } from './bench-term-seed';
import { pick } from './bench-catalogue';
import { percentile, productionBuildDir, startProductionServer, type ProductionServer } from './bench-server';
import { openPgliteDirectory, openPostgres, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import {
  bookmarks,
  studentRankingDraftItems,
  studentRankingDrafts,
  studentRankingSubmissionItems,
  studentRankingSubmissions,
} from '@/db/schema';

const { openings: OPENING_COUNT, students: STUDENT_COUNT, signedIn: SIGNED_IN_COUNT } = ONE_TERM;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 30);
const LIGHT_CONNECTIONS = 20;
/**
 * BENCH_INSTANCES: production servers on the one database (PostgreSQL only: PGlite allows one process per data
 * directory). One by default, the `next start` the targets are defined on; more shows what a deployment of one
 * instance per core does on this machine (docs/performance.md, "Server: the deadline hour", `BENCH_INSTANCES`).
 */
const requestedInstances = Number(process.env.BENCH_INSTANCES ?? 1);

// ---------------------------------------------------------------------------------------------------------------
// The load: N connections in a closed loop (each sends its next request when the previous answered), over
// keep-alive sockets. A student is never asked for twice at once, so the last acknowledged write of each is exact.

type Endpoint = 'status' | 'list' | 'detail' | 'bookmark' | 'draft' | 'ranking' | 'session' | 'demand';
const ENDPOINT_LABELS: Record<Endpoint, string> = {
  status: 'GET /api/status',
  list: 'GET …/openings',
  detail: 'GET …/openings/{id}',
  bookmark: 'POST|DELETE …/bookmark',
  draft: 'PUT …/ranking/draft',
  ranking: 'POST|PUT …/ranking',
  session: 'GET /api/student/sessions/{id}',
  demand: 'GET /api/sessions/{id}/demand',
};

type Student = {
  studentId: string;
  cookie: string;
  index: number;
  busy: boolean;
  /** Bookmark state per opening the bench toggles: true/false as last acknowledged, null when an answer was lost. */
  bookmarks: Map<number, boolean | null>;
  draft: { openingIds: number[]; dividerIndex: number | null } | null | 'unknown';
  /** The order of the standing ranking as last acknowledged; null before any submit; 'unknown' after a lost answer. */
  ranking: number[] | null | 'unknown';
  submitAcknowledged: boolean;
  openings: number[];
  bookmarkPool: number[];
};

type Request = {
  endpoint: Endpoint;
  method: string;
  path: string;
  body?: unknown;
  student?: Student;
  /** A deliberate second submit: its 409 is the right answer. */
  expectConflict?: boolean;
  /** Applies an acknowledged (2xx) answer to what the bench expects the database to hold. */
  acknowledge?: () => void;
  /** The answer never came or was refused: the write's outcome is unknown. */
  lose?: () => void;
};

type EndpointStats = { latencies: number[]; ok: number; errors: number; deliberateConflicts: number };
type RunResult = { seconds: number; stats: Map<Endpoint, EndpointStats>; all: number[]; errorSamples: string[] };

function send(agent: http.Agent, baseUrl: URL, request: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.student) headers.cookie = request.student.cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
      headers.origin = baseUrl.origin;
    }
    const outgoing = http.request(
      { agent, host: baseUrl.hostname, port: baseUrl.port, method: request.method, path: request.path, headers, timeout: 60_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => resolve({ status: 0, body: String(error) }));
    outgoing.end(payload);
  });
}

/**
 * A closed loop of `connections` keep-alive connections over the instances: connection i always talks to instance
 * i mod n, as a load balancer's round robin spreads connections (without the balancer's own CPU on this machine).
 */
async function drive(baseUrls: string[], connections: number, seconds: number, next: () => Request): Promise<RunResult> {
  const targets = baseUrls.map((baseUrl) => ({
    url: new URL(baseUrl),
    agent: new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections }),
  }));
  const stats = new Map<Endpoint, EndpointStats>();
  const all: number[] = [];
  const errorSamples: string[] = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const loop = async (connection: number) => {
    const { agent, url } = targets[connection % targets.length];
    while (performance.now() < stopAt) {
      const request = next();
      const sentAt = performance.now();
      const { status, body } = await send(agent, url, request);
      const answeredAt = performance.now();
      if (request.student) request.student.busy = false;
      const entry = stats.get(request.endpoint) ?? { latencies: [], ok: 0, errors: 0, deliberateConflicts: 0 };
      stats.set(request.endpoint, entry);
      // A second submit that is accepted is as wrong as any failure.
      const isOk = status >= 200 && status < 300 && !request.expectConflict;
      if (isOk) request.acknowledge?.();
      else if (!(status === 409 && request.expectConflict)) request.lose?.();
      const latency = answeredAt - sentAt;
      entry.latencies.push(latency);
      all.push(latency);
      // The floor's own 503 is its database probe giving up after 2 s in the pool's queue: an answer all the same.
      if (isOk || (request.endpoint === 'status' && status === 503)) entry.ok += 1;
      else if (status === 409 && request.expectConflict) entry.deliberateConflicts += 1;
      else {
        entry.errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`${status} ${request.method} ${request.path}: ${body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection)));
  // New requests stop at the deadline and the ones in flight are waited for: every answer counts, over the time
  // until the last one (a slice shorter than a request's wait would otherwise count almost nothing).
  const elapsedSeconds = (performance.now() - started) / 1000;
  for (const { agent } of targets) agent.destroy();
  for (const entry of stats.values()) entry.latencies.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  return { seconds: elapsedSeconds, stats, all, errorSamples };
}

function merged(parts: RunResult[]): RunResult {
  const stats = new Map<Endpoint, EndpointStats>();
  for (const part of parts) {
    for (const [endpoint, entry] of part.stats) {
      const total = stats.get(endpoint) ?? { latencies: [], ok: 0, errors: 0, deliberateConflicts: 0 };
      total.latencies.push(...entry.latencies);
      total.ok += entry.ok;
      total.errors += entry.errors;
      total.deliberateConflicts += entry.deliberateConflicts;
      stats.set(endpoint, total);
    }
  }
  for (const entry of stats.values()) entry.latencies.sort((a, b) => a - b);
  return {
    seconds: parts.reduce((sum, part) => sum + part.seconds, 0),
    stats,
    all: parts.flatMap((part) => part.all).sort((a, b) => a - b),
    errorSamples: parts.flatMap((part) => part.errorSamples).slice(0, 10),
  };
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function workload(seeded: Seeded) {
  const { sessionId, openingIds, tagIds, companyIds } = seeded;
  const students: Student[] = seeded.signedIn.map((entry, index) => {
    const seededSet = new Set(entry.bookmarked);
    const others = Array.from({ length: 4 }, (_, offset) => pick(openingIds, index * 53 + offset * 2_503 + 17)).filter(
      (openingId) => !seededSet.has(openingId),
    );
    const bookmarkPool = [...entry.bookmarked.slice(0, 2), ...others.slice(0, 2)];
    return {
      studentId: entry.studentId,
      cookie: entry.cookie,
      index,
      busy: false,
      bookmarks: new Map(bookmarkPool.map((openingId) => [openingId, seededSet.has(openingId)])),
      draft: { openingIds: draftOf(openingIds, index), dividerIndex: null },
      ranking: null,
      submitAcknowledged: false,
      openings: draftOf(openingIds, index),
      bookmarkPool,
    };
  });
  let cursor = 0;
  /** The next student in turn who has nothing in flight: consecutive requests come from different students. */
  const nextStudent = (): Student => {
    for (;;) {
      const student = students[cursor];
      cursor = (cursor + 1) % students.length;
      if (!student.busy) {
        student.busy = true;
        return student;
      }
    }
  };

  const openingsPath = `/api/sessions/${sessionId}/openings`;
  const searches = ['พัฒนา', 'วิศวกรข้อมูล', 'data', 'Lanna Digital', 'ล้านนา', 'intern', 'คลาวด์', 'UX'];
  const listQueries = [
    () => '',
    () => `?page=${1 + Math.floor(Math.random() * 50)}&limit=20`,
    () => `?search=${encodeURIComponent(pick(searches, Math.floor(Math.random() * searches.length)))}`,
    () => `?search=${encodeURIComponent(pick(searches, Math.floor(Math.random() * searches.length)))}&page=2`,
    () => `?tags=${pick(tagIds, Math.floor(Math.random() * 20))},${pick(tagIds, 3 + Math.floor(Math.random() * 17))}`,
    () => '?onlyAvailablePositions=true',
    () => '?onlyBookmarked=true',
    () => `?companyId=${pick(companyIds, Math.floor(Math.random() * companyIds.length))}`,
    () => `?tags=${pick(tagIds, 10)}&onlyAvailablePositions=true&search=${encodeURIComponent('นัก')}`,
  ];
  const list = (): Request => {
    const student = nextStudent();
    return {
      endpoint: 'list',
      method: 'GET',
      path: `${openingsPath}${pick(listQueries, Math.floor(Math.random() * listQueries.length))()}`,
      student,
    };
  };
  const detail = (): Request => ({
    endpoint: 'detail',
    method: 'GET',
    path: `${openingsPath}/${pick(openingIds, Math.floor(Math.random() * openingIds.length))}`,
    student: nextStudent(),
  });
  const bookmark = (): Request => {
    const student = nextStudent();
    const openingId = pick(student.bookmarkPool, Math.floor(Math.random() * student.bookmarkPool.length));
    // Toggle what the bench believes; after a lost answer either verb is fine (both are idempotent).
    const isBookmarking = student.bookmarks.get(openingId) !== true;
    return {
      endpoint: 'bookmark',
      method: isBookmarking ? 'POST' : 'DELETE',
      path: `${openingsPath}/${openingId}/bookmark`,
      student,
      acknowledge: () => student.bookmarks.set(openingId, isBookmarking),
      lose: () => student.bookmarks.set(openingId, null),
    };
  };
  const draft = (): Request => {
    const student = nextStudent();
    const saved = {
      openingIds: shuffled(student.openings),
      dividerIndex: Math.random() < 0.2 ? null : Math.floor(Math.random() * (student.openings.length + 1)),
    };
    return {
      endpoint: 'draft',
      method: 'PUT',
      path: `/api/student/sessions/${sessionId}/ranking/draft`,
      body: saved,
      student,
      acknowledge: () => (student.draft = saved),
      lose: () => (student.draft = 'unknown'),
    };
  };
  const ranking = (): Request => {
    let student = nextStudent();
    // A student whose ranking's outcome is unknown is left alone: nothing exact could be checked for them.
    while (student.ranking === 'unknown') {
      student.busy = false;
      student = nextStudent();
    }
    const path = `/api/student/sessions/${sessionId}/ranking`;
    if (student.ranking === null) {
      const openingIds = shuffled(student.openings);
      return {
        endpoint: 'ranking',
        method: 'POST',
        path,
        body: { openingIds },
        student,
        acknowledge: () => {
          student.ranking = openingIds;
          student.submitAcknowledged = true;
        },
        lose: () => (student.ranking = 'unknown'),
      };
    }
    if (Math.random() < 0.2) {
      // A second submit (a double click, a second tab): 409, and the standing ranking is unchanged.
      return {
        endpoint: 'ranking',
        method: 'POST',
        path,
        body: { openingIds: student.ranking },
        student,
        expectConflict: true,
        lose: () => (student.ranking = 'unknown'),
      };
    }
    const openingIds = shuffled(student.ranking);
    return {
      endpoint: 'ranking',
      method: 'PUT',
      path,
      body: { openingIds },
      student,
      acknowledge: () => (student.ranking = openingIds),
      lose: () => (student.ranking = 'unknown'),
    };
  };
  const session = (): Request => ({
    endpoint: 'session',
    method: 'GET',
    path: `/api/student/sessions/${sessionId}`,
    student: nextStudent(),
  });
  // The ranking board's live demand (docs/demand.md): the figures of the student's own list, fetched after the page.
  // Any student past the freshness bound may be the one who recomputes them for every instance.
  const demand = (): Request => {
    const student = nextStudent();
    return {
      endpoint: 'demand',
      method: 'GET',
      path: `/api/sessions/${sessionId}/demand?openingIds=${[...student.openings].sort((a, b) => a - b).join(',')}`,
      student,
    };
  };
  const mix = (): Request => {
    const roll = Math.random() * 100;
    if (roll < 68) return list();
    if (roll < 70) return demand();
    if (roll < 80) return detail();
    if (roll < 88) return bookmark();
    if (roll < 96) return draft();
    if (roll < 98) return ranking();
    return session();
  };
  const status = (): Request => ({ endpoint: 'status', method: 'GET', path: '/api/status' });
  return { students, mix, list, status, alone: { list, detail, bookmark, draft, ranking, session, demand } };
}

// ---------------------------------------------------------------------------------------------------------------

async function verify(
  handle: DatabaseHandle,
  sessionId: number,
  students: Student[],
): Promise<{ lost: number; checked: number; samples: string[] }> {
  const { db } = handle;
  const studentIds = students.map((student) => student.studentId);
  const samples: string[] = [];
  let lost = 0;
  let checked = 0;
  const miss = (text: string) => {
    lost += 1;
    if (samples.length < 10) samples.push(text);
  };

  const draftRows = await db
    .select({ studentId: studentRankingDrafts.studentId, dividerIndex: studentRankingDrafts.dividerIndex })
    .from(studentRankingDrafts)
    .where(and(eq(studentRankingDrafts.sessionId, sessionId), inArray(studentRankingDrafts.studentId, studentIds)));
  const dividers = new Map(draftRows.map((row) => [row.studentId, row.dividerIndex]));
  const itemRows = await db
    .select({ studentId: studentRankingDraftItems.studentId, openingId: studentRankingDraftItems.openingId })
    .from(studentRankingDraftItems)
    .where(and(eq(studentRankingDraftItems.sessionId, sessionId), inArray(studentRankingDraftItems.studentId, studentIds)))
    .orderBy(studentRankingDraftItems.studentId, studentRankingDraftItems.position);
  const draftItems = groupBy(
    itemRows,
    (row) => row.studentId,
    (row) => row.openingId,
  );

  const submissionRows = await db
    .select({
      submissionId: studentRankingSubmissions.submissionId,
      studentId: studentRankingSubmissions.studentId,
      action: studentRankingSubmissions.action,
    })
    .from(studentRankingSubmissions)
    .where(
      and(
        eq(studentRankingSubmissions.sessionId, sessionId),
        eq(studentRankingSubmissions.round, 1),
        inArray(studentRankingSubmissions.studentId, studentIds),
      ),
    )
    .orderBy(studentRankingSubmissions.submissionId);
  const submissionsOf = groupBy(
    submissionRows,
    (row) => row.studentId,
    (row) => row,
  );
  const latestIds = [...submissionsOf.values()].map((rows) => rows[rows.length - 1].submissionId);
  const latestItems = latestIds.length
    ? groupBy(
        await db
          .select({ submissionId: studentRankingSubmissionItems.submissionId, openingId: studentRankingSubmissionItems.openingId })
          .from(studentRankingSubmissionItems)
          .where(inArray(studentRankingSubmissionItems.submissionId, latestIds))
          .orderBy(studentRankingSubmissionItems.submissionId, studentRankingSubmissionItems.position),
        (row) => row.submissionId,
        (row) => row.openingId,
      )
    : new Map<number, number[]>();
  const applicationRows = (await db.execute(sql`select student_id, opening_id from applications
    where session_id = ${sessionId} and round = 1 and status = 'ACTIVE' order by student_id, student_preference_rank`)) as unknown as {
    rows: { student_id: string; opening_id: number }[];
  };
  const applicationsOf = groupBy(
    applicationRows.rows,
    (row) => row.student_id,
    (row) => Number(row.opening_id),
  );

  const bookmarkRows = await db
    .select({ studentId: bookmarks.studentId, openingId: bookmarks.openingId })
    .from(bookmarks)
    .where(inArray(bookmarks.studentId, studentIds));
  const bookmarked = new Set(bookmarkRows.map((row) => `${row.studentId}:${row.openingId}`));

  for (const student of students) {
    if (student.draft !== 'unknown' && student.draft !== null) {
      checked += 1;
      const items = draftItems.get(student.studentId) ?? [];
      const divider = dividers.get(student.studentId) ?? null;
      if (items.join(',') !== student.draft.openingIds.join(',') || divider !== student.draft.dividerIndex) {
        miss(
          `draft of ${student.studentId}: acknowledged ${student.draft.openingIds.join(',')} | ${student.draft.dividerIndex}, stored ${items.join(',')} | ${divider}`,
        );
      }
    }
    if (student.ranking !== 'unknown') {
      checked += 1;
      const history = submissionsOf.get(student.studentId) ?? [];
      const submits = history.filter((row) => row.action === 'SUBMIT').length;
      if (student.ranking === null) {
        if (history.length > 0) miss(`ranking of ${student.studentId}: none acknowledged, ${history.length} stored`);
      } else {
        const latest = history[history.length - 1];
        const stored = latest ? (latestItems.get(latest.submissionId) ?? []) : [];
        const active = applicationsOf.get(student.studentId) ?? [];
        if (submits !== 1 || stored.join(',') !== student.ranking.join(',') || active.join(',') !== student.ranking.join(',')) {
          miss(
            `ranking of ${student.studentId}: acknowledged ${student.ranking.join(',')}, stored ${submits} submits, latest ${stored.join(',')}, applications ${active.join(',')}`,
          );
        }
      }
    } else if (student.submitAcknowledged && !(submissionsOf.get(student.studentId) ?? []).some((row) => row.action === 'SUBMIT')) {
      miss(`submission of ${student.studentId} acknowledged but not stored`);
    }
    for (const [openingId, state] of student.bookmarks) {
      if (state === null) continue;
      checked += 1;
      if (bookmarked.has(`${student.studentId}:${openingId}`) !== state)
        miss(`bookmark ${student.studentId}:${openingId}: acknowledged ${state}`);
    }
  }
  return { lost, checked, samples };
}

function groupBy<T, V, K>(rows: T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const throughput = (run: RunResult, endpoints?: Endpoint[]) => {
  let ok = 0;
  for (const [endpoint, entry] of run.stats) if (!endpoints || endpoints.includes(endpoint)) ok += entry.ok + entry.deliberateConflicts;
  return ok / run.seconds;
};
const errorsOf = (run: RunResult) => [...run.stats.values()].reduce((sum, entry) => sum + entry.errors, 0);

function report(title: string, run: RunResult) {
  console.log(
    `\n${title}: ${Math.round(throughput(run))} req/s, p50 ${round1(percentile(run.all, 0.5))} ms, p95 ${round1(percentile(run.all, 0.95))} ms, errors ${errorsOf(run)}`,
  );
  console.table(
    [...run.stats].map(([endpoint, entry]) => ({
      endpoint: ENDPOINT_LABELS[endpoint],
      'req/s': round1((entry.ok + entry.deliberateConflicts) / run.seconds),
      p50_ms: round1(percentile(entry.latencies, 0.5)),
      p95_ms: round1(percentile(entry.latencies, 0.95)),
      errors: entry.errors,
      deliberate_409: entry.deliberateConflicts,
    })),
  );
  for (const sample of run.errorSamples) console.log(`  error: ${sample}`);
}

async function main() {
  const distDir = productionBuildDir();
  const database = await openThrowawayDatabase('bench-peak');
  let servers: ProductionServer[] = [];
  try {
    console.log(`database: ${database.kind}; seeding ${OPENING_COUNT} openings, ${STUDENT_COUNT} students, ${SIGNED_IN_COUNT} logins…`);
    await migrateDatabase(database.handle);
    const seedStarted = Date.now();
    const seeded = await seedTerm(database.handle);
    console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    // PGlite allows one process per data directory: the server gets it once the seeding is done.
    await database.handle.close();

    const instances = database.kind === 'postgres' ? Math.max(1, requestedInstances) : 1;
    servers = await Promise.all(Array.from({ length: instances }, () => startProductionServer(distDir, database.serverEnv)));
    const baseUrls = servers.map((server) => server.baseUrl);
    const load = workload(seeded);
    console.log(
      `load: ${CONNECTIONS} connections over ${instances} instance(s), ${DURATION_SECONDS} s per run; machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );

    // Warm the server's code paths and the database's caches before measuring.
    await drive(baseUrls, LIGHT_CONNECTIONS, 5, load.mix);
    // The three runs at full load take turns in slices, so a machine whose other load comes and goes weighs on
    // the floor and on what is compared with it alike.
    const slices = Math.max(1, Number(process.env.BENCH_SLICES ?? 6));
    const runs: RunResult[][] = [[], [], []];
    for (let slice = 0; slice < slices; slice += 1) {
      for (const [index, next] of [load.status, load.mix, load.list].entries())
        runs[index].push(await drive(baseUrls, CONNECTIONS, DURATION_SECONDS / slices, next));
    }
    const [floor, mix, listOnly] = runs.map(merged);
    console.log(`(${slices} slices of ${(DURATION_SECONDS / slices).toFixed(1)} s per run, taking turns)`);
    report(`floor (GET /api/status) at ${CONNECTIONS} connections`, floor);
    report(`deadline-hour mix at ${CONNECTIONS} connections`, mix);
    report(`openings list alone at ${CONNECTIONS} connections`, listOnly);
    // The floor at 20 connections too: its p95 is what the host itself gives a `select 1` behind 19 others, the
    // least the mix's p95 there can be, so `p95_ratio_at_20` compares the mix with it on any machine.
    const lightSeconds = Math.max(10, Math.round(DURATION_SECONDS / 2));
    const lightFloor = await drive(baseUrls, LIGHT_CONNECTIONS, lightSeconds, load.status);
    report(`floor (GET /api/status) at ${LIGHT_CONNECTIONS} connections`, lightFloor);
    const light = await drive(baseUrls, LIGHT_CONNECTIONS, lightSeconds, load.mix);
    report(`deadline-hour mix at ${LIGHT_CONNECTIONS} connections`, light);

    // BENCH_EACH=1: each endpoint alone at full load for one slice, as a ratio to the floor: what each one costs.
    if (process.env.BENCH_EACH) {
      const floorRate = throughput(floor);
      for (const [endpoint, next] of Object.entries(load.alone)) {
        const alone = await drive(baseUrls, CONNECTIONS, DURATION_SECONDS / slices, next);
        console.log(
          `${endpoint} alone: ${Math.round(throughput(alone))} req/s, ratio ${(throughput(alone) / floorRate).toFixed(2)}, errors ${errorsOf(alone)}`,
        );
      }
    }

    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    const reader =
      database.kind === 'postgres'
        ? openPostgres(database.serverEnv.DATABASE_URL)
        : openPgliteDirectory(database.serverEnv.PGLITE_DATA_DIR);
    const { lost, checked, samples } = await verify(reader, seeded.sessionId, load.students).finally(() => reader.close());
    console.log(`\nread back ${checked} acknowledged states (drafts, rankings, bookmarks): ${lost} not as acknowledged`);
    for (const sample of samples) console.log(`  lost: ${sample}`);

    const floorRate = throughput(floor);
    const errors = errorsOf(mix) + errorsOf(listOnly) + errorsOf(light);
    const lightP95 = percentile(light.all, 0.95);
    const lightFloorP95 = percentile(lightFloor.all, 0.95);
    console.log(
      `ratio=${(throughput(mix) / floorRate).toFixed(2)} list_ratio=${(throughput(listOnly, ['list']) / floorRate).toFixed(2)} p95_ms_at_20=${round1(lightP95)} floor_p95_ms_at_20=${round1(lightFloorP95)} p95_ratio_at_20=${(lightP95 / lightFloorP95).toFixed(2)} errors=${errors} lost=${lost}`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
