// npm run bench:lists — seeds a throwaway database with 10,000 students and times the admin students list,
// both through GET /api/admin/students and as the listStudents verb alone. Prints a table per query shape and
// ends with exactly one line `p95_ms=<number> ratio=<number>`: the verb's p95 (target: under 100) and the route's
// throughput as a share of the floor's, GET /api/status called the same way in the same run.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openThrowawayDatabase } from './bench-database';
import { GET as listStudentsRoute } from '@/app/api/admin/students/route';
import { GET as statusRoute } from '@/app/api/status/route';
import { setDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { accounts, admins, departments, faculties, programs, students, universities } from '@/db/schema';
import { LAST_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from '@/db/seed/thai-names';
import { createLoginSession } from '@/server/auth/create-login-session';
import { listStudents, studentListQuery } from '@/server/students';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';

const STUDENT_COUNT = 10_000;
const INSERT_CHUNK = 1_000;
const WARMUP_CALLS = 20;
const MEASURED_CALLS = 200;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length];
}

async function seed(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const programIds = (
    await db
      .insert(programs)
      .values([1, 2, 3, 4].map((n) => ({ programName: `หลักสูตร ${n}` })))
      .returning({ id: programs.programId })
  ).map((row) => row.id);
  const facultyIds = (
    await db
      .insert(faculties)
      .values([1, 2, 3].map((n) => ({ facultyName: `คณะ ${n}` })))
      .returning({ id: faculties.facultyId })
  ).map((row) => row.id);
  const departmentIds = (
    await db
      .insert(departments)
      .values([1, 2, 3, 4, 5].map((n) => ({ departmentName: `ภาควิชา ${n}` })))
      .returning({ id: departments.departmentId })
  ).map((row) => row.id);
  const [{ id: universityId }] = await db
    .insert(universities)
    .values({ universityName: 'จุฬาลงกรณ์มหาวิทยาลัย' })
    .returning({ id: universities.universityId });
  const firstNames = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];
  for (let start = 0; start < STUDENT_COUNT; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, STUDENT_COUNT - start) }, (_, offset) => {
      const index = start + offset;
      const [firstNameTh, firstNameEn] = pick(firstNames, index * 7);
      const [lastNameTh, lastNameEn] = pick(LAST_NAMES, index * 13);
      const admissionYear = 2560 + (index % 8);
      return {
        studentId: `${admissionYear - 2500}3${String(index).padStart(5, '0')}21`,
        firstNameTh,
        lastNameTh,
        firstNameEn,
        lastNameEn,
        admissionYear,
        profileToken: randomUUID(),
        programId: pick(programIds, index),
        facultyId: pick(facultyIds, index),
        departmentId: pick(departmentIds, index),
        universityId,
        isActive: index % 10 !== 0,
        email: `student${index}@example.com`,
      };
    });
    await db.insert(students).values(rows);
  }
  // PostgreSQL's autovacuum would gather statistics after a bulk load; PGlite has no autovacuum.
  await db.execute(sql`analyze`);
  const platformUid = 'bench-admin';
  await db.insert(accounts).values({ platformUid, username: platformUid, displayName: 'Bench admin' });
  await db.insert(admins).values({ platformUid });
  const { token } = await createLoginSession({ db, platformUid });
  return `${LOGIN_SESSION_COOKIE}=${token}`;
}

const SHAPES: { name: string; query: (call: number) => Record<string, string> }[] = [
  { name: 'page by id', query: (call) => ({ page: String(1 + ((call * 37) % 500)), limit: '20' }) },
  { name: 'sort by name desc', query: (call) => ({ page: String(1 + ((call * 11) % 100)), sortBy: 'name', order: 'desc' }) },
  { name: 'search Thai name', query: (call) => ({ search: pick(MALE_FIRST_NAMES, call)[0].slice(0, 3), page: '1' }) },
  {
    name: 'search id fragment',
    query: (call) => ({
      search: `3${String(call * 41)
        .padStart(5, '0')
        .slice(0, 4)}`,
    }),
  },
  {
    name: 'years + status',
    query: (call) => ({
      admissionYears: `${2560 + (call % 8)},${2561 + (call % 7)}`,
      status: call % 2 ? 'active' : 'inactive',
      page: String(1 + (call % 20)),
    }),
  },
  // Nearly no rows to read: what remains is the fixed cost of a request (sign-in lookup, parsing, JSON).
  {
    name: 'one student by id',
    query: (call) => ({ studentIds: `${60 + (call % 8)}3${String(call * 8 + (call % 8)).padStart(5, '0')}21` }),
  },
  {
    name: 'search + filters',
    query: (call) => ({
      search: pick(LAST_NAMES, call)[1].slice(0, 4),
      admissionYears: String(2560 + (call % 8)),
      status: 'active',
      sortBy: 'admissionYear',
    }),
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

type Timing = { wallMs: number; cpuMs: number };

/** The list verb alone, without the request's sign-in lookup and JSON: the part this benchmark is about. */
async function timeVerb(handle: DatabaseHandle, query: Record<string, string>): Promise<Timing> {
  const { page, limit, ...filter } = studentListQuery.parse(query);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await listStudents({ ctx: { db: handle.db }, filter, pagination: { page, limit } });
  const cpu = process.cpuUsage(cpuStarted);
  return { wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Wall time is the figure; CPU time (PGlite runs in this process) shows how much of it was work rather than waiting for a busy machine. */
async function timeCall(cookie: string, query: Record<string, string>): Promise<Timing> {
  const url = new URL('http://localhost/api/admin/students');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const response = await listStudentsRoute(new Request(url, { headers: { cookie } }), { params: Promise.resolve({}) });
  const body = (await response.json()) as { meta?: { totalItem: number } };
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  if (response.status !== 200 || !body.meta) throw new Error(`GET ${url.search} answered ${response.status}: ${JSON.stringify(body)}`);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The floor: GET /api/status (one `select 1`) through the same wrapper, one call at a time like the list. */
async function timeFloorCall(): Promise<number> {
  const started = performance.now();
  const response = await statusRoute(new Request('http://localhost/api/status'), { params: Promise.resolve({}) });
  await response.json();
  if (response.status !== 200) throw new Error(`GET /api/status answered ${response.status}`);
  return performance.now() - started;
}

const throwaway = await openThrowawayDatabase('bench-lists');
try {
  const seedStarted = performance.now();
  await migrateDatabase(throwaway.handle);
  setDatabaseHandle(throwaway.handle);
  const cookie = await seed(throwaway.handle);
  console.log(`${throwaway.handle.kind}: ${STUDENT_COUNT} students seeded in ${Math.round(performance.now() - seedStarted)} ms`);

  for (let call = 0; call < WARMUP_CALLS; call += 1) await timeCall(cookie, pick(SHAPES, call).query(call));
  const all: Timing[] = [];
  const verbTimings: Timing[] = [];
  const byShape = new Map<string, { route: Timing[]; verb: Timing[] }>();
  for (let call = 0; call < MEASURED_CALLS; call += 1) {
    const shape = pick(SHAPES, call);
    const route = await timeCall(cookie, shape.query(call));
    const verb = await timeVerb(throwaway.handle, shape.query(call));
    all.push(route);
    verbTimings.push(verb);
    const entry = byShape.get(shape.name) ?? { route: [], verb: [] };
    entry.route.push(route);
    entry.verb.push(verb);
    byShape.set(shape.name, entry);
  }
  const sortedOf = (timings: Timing[], key: keyof Timing) => timings.map((timing) => timing[key]).sort((a, b) => a - b);
  const rows = [...byShape].map(([name, { route, verb }]) => {
    const wall = sortedOf(route, 'wallMs');
    return {
      shape: name,
      calls: route.length,
      route_p50_ms: percentile(wall, 0.5).toFixed(1),
      route_p95_ms: percentile(wall, 0.95).toFixed(1),
      route_cpu_p95_ms: percentile(sortedOf(route, 'cpuMs'), 0.95).toFixed(1),
      list_p50_ms: percentile(sortedOf(verb, 'wallMs'), 0.5).toFixed(1),
      list_p95_ms: percentile(sortedOf(verb, 'wallMs'), 0.95).toFixed(1),
    };
  });
  console.table(rows);
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
  console.log(
    `whole GET route (sign-in lookup + list + JSON): route_p95_ms=${percentile(sortedOf(all, 'wallMs'), 0.95).toFixed(1)} route_cpu_p95_ms=${percentile(sortedOf(all, 'cpuMs'), 0.95).toFixed(1)}`,
  );
  // The figure: one page of the list (rows + count), as the listStudents verb answers it.
  const floorTimings: number[] = [];
  for (let call = 0; call < MEASURED_CALLS; call += 1) floorTimings.push(await timeFloorCall());
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(floorTimings) / mean(all.map((timing) => timing.wallMs));
  console.log(
    `floor GET /api/status in the same run: p50 ${percentile(
      [...floorTimings].sort((a, b) => a - b),
      0.5,
    ).toFixed(1)} ms per call`,
  );
  console.log(`p95_ms=${percentile(sortedOf(verbTimings, 'wallMs'), 0.95).toFixed(1)} ratio=${ratio.toFixed(2)}`);
} finally {
  setDatabaseHandle(undefined);
  await throwaway.handle.close();
  await throwaway.dispose();
}
