// npm run bench:openings — seeds a throwaway database (PostgreSQL when DATABASE_URL is set, else PGlite)
// with 10,000 published openings and 5,000 enrolled students with bookmarks, starts the production
// build (`next start`, honouring NEXT_DIST_DIR) on it, drives GET /api/sessions/{id}/openings with
// filters and Thai/English searches at 200 connections with autocannon, and ends with exactly one line
// `p50_ms=… p95_ms=… p99_ms=… errors=… ratio=…`, ratio being the list's req/s ÷ the floor's (GET /api/status) in the same run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openThrowawayDatabase } from './bench-database';
import { DAY_MS, insertInChunks, pick, seedCatalogueSession } from './bench-catalogue';
import { percentile, productionBuildDir, startProductionServer, type ProductionServer } from './bench-server';
import type { DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { accounts, bookmarks, enrollments, studentRankingDraftItems, studentRankingDrafts, students } from '@/db/schema';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';
import { openingSearchMatches, visibleToStudentsCondition } from '@/server/openings/student-visibility';
import { createLoginSession } from '@/server/auth/create-login-session';

const OPENING_COUNT = 10_000;
const COMPANY_COUNT = 200;
const STUDENT_COUNT = 5_000;
const BOOKMARKS_PER_STUDENT = 8;
const DRAFTING_STUDENTS = 2_000;
const DRAFT_ITEMS_PER_STUDENT = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const now = Date.now();
  // Announced two days ago, student ranking open for three more days.
  const session = await seedCatalogueSession({
    db,
    now,
    groupTitle: 'กลุ่มทดสอบประสิทธิภาพ',
    sessionTitle: 'รอบทดสอบประสิทธิภาพ',
    round: {
      studentRankingDeadlineInMs: 3 * DAY_MS,
      applicationAnnouncementInMs: 4 * DAY_MS,
      companyRankingDeadlineInMs: 5 * DAY_MS,
      resultAnnouncementInMs: 6 * DAY_MS,
    },
    companyCount: COMPANY_COUNT,
    openingCount: OPENING_COUNT,
  });
  const { companyIds, tagIds, openingIds } = session;

  const studentIds = Array.from({ length: STUDENT_COUNT }, (_, index) => `6630${String(index).padStart(6, '0')}`);
  await insertInChunks(
    studentIds.map((studentId) => ({
      studentId,
      firstNameTh: 'นิสิต',
      lastNameTh: studentId,
      admissionYear: 2566,
      profileToken: randomUUID(),
    })),
    (chunk) => db.insert(students).values(chunk),
  );
  await insertInChunks(
    studentIds.map((studentId) => ({ sessionId: session.sessionId, studentId, status: 'RANKING_PENDING' as const })),
    (chunk) => db.insert(enrollments).values(chunk),
  );
  await insertInChunks(
    studentIds.flatMap((studentId, index) =>
      Array.from({ length: BOOKMARKS_PER_STUDENT }, (_, offset) => ({ studentId, openingId: pick(openingIds, index * 31 + offset * 997) })),
    ),
    (chunk) => db.insert(bookmarks).values(chunk).onConflictDoNothing(),
  );
  const drafting = studentIds.slice(0, DRAFTING_STUDENTS);
  await insertInChunks(
    drafting.map((studentId) => ({ sessionId: session.sessionId, studentId })),
    (chunk) => db.insert(studentRankingDrafts).values(chunk),
  );
  await insertInChunks(
    drafting.flatMap((studentId, index) =>
      Array.from({ length: DRAFT_ITEMS_PER_STUDENT }, (_, position) => ({
        sessionId: session.sessionId,
        studentId,
        position,
        openingId: pick(openingIds, index * 13 + position * 1_009),
      })),
    ),
    (chunk) => db.insert(studentRankingDraftItems).values(chunk).onConflictDoNothing(),
  );

  // The signed-in student of every request: enrolled, with bookmarks.
  const platformUid = 'bench-student';
  await db.insert(accounts).values({ platformUid, username: 'bench-student', displayName: 'นิสิต ทดสอบประสิทธิภาพ' });
  await db.execute(sql`update students set platform_uid = ${platformUid} where student_id = ${studentIds[0]}`);
  const { token } = await createLoginSession({ db, platformUid });
  await db.execute(sql`analyze`);
  return { sessionId: session.sessionId, cookie: `${LOGIN_SESSION_COOKIE}=${token}`, tagIds, companyIds };
}

/** The plans of the search branches, so a missing index shows up here rather than as a slow p95. */
async function explainSearch(handle: DatabaseHandle, sessionId: number) {
  for (const term of ['พัฒนา', 'data']) {
    const result = (await handle.db.execute(
      sql`explain ${openingSearchMatches(term, visibleToStudentsCondition(sessionId))}`,
    )) as unknown as { rows: Record<string, string>[] };
    const lines = result.rows.map((row) => Object.values(row)[0]);
    const indexes = [
      ...new Set(lines.flatMap((line) => [...line.matchAll(/Index(?: Only)? Scan (?:using|on) (\S+)/g)].map((match) => match[1]))),
    ];
    console.log(`search ${term}: ${indexes.length ? `indexes ${indexes.join(', ')}` : 'no index'}`);
  }
}

async function drive(baseUrl: string, paths: string[], cookie: string, connections: number, seconds: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { cookie, accept: 'application/json' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  instance.on('response', (_client: unknown, _statusCode: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

async function main() {
  const distDir = productionBuildDir();
  const database = await openThrowawayDatabase('bench-openings');
  let server: ProductionServer | undefined;
  try {
    console.log(`database: ${database.kind}; seeding ${OPENING_COUNT} openings, ${STUDENT_COUNT} students…`);
    await migrateDatabase(database.handle);
    const started = Date.now();
    const { sessionId, cookie, tagIds, companyIds } = await seed(database.handle);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await explainSearch(database.handle, sessionId);
    // PGlite allows one process per data directory: the server gets it once the seeding is done.
    await database.handle.close();

    server = await startProductionServer(distDir, database.serverEnv);
    const { baseUrl } = server;

    const base = `/api/sessions/${sessionId}/openings`;
    const paths = [
      base,
      `${base}?page=7&limit=20`,
      `${base}?search=${encodeURIComponent('พัฒนา')}`,
      `${base}?search=${encodeURIComponent('วิศวกรข้อมูล')}`,
      `${base}?search=data`,
      `${base}?search=${encodeURIComponent('Lanna Digital')}`,
      `${base}?search=${encodeURIComponent('ล้านนา')}`,
      `${base}?tags=${tagIds[0]},${tagIds[3]}`,
      `${base}?onlyAvailablePositions=true`,
      `${base}?onlyBookmarked=true`,
      `${base}?companyId=${companyIds[5]}`,
      `${base}?tags=${tagIds[10]}&onlyAvailablePositions=true&search=${encodeURIComponent('นัก')}`,
    ];
    for (const requestPath of paths) {
      await fetch(`${baseUrl}${requestPath}`, { headers: { cookie } });
      // One request alone, after a first one warmed it: the server's own time for this shape.
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}${requestPath}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${requestPath} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { meta: { totalItem: number } };
      const alone = (performance.now() - startedAt).toFixed(1);
      console.log(
        `${response.status} ${body.meta.totalItem.toString().padStart(6)} openings ${alone.padStart(7)} ms alone  ${decodeURIComponent(requestPath)}`,
      );
    }
    // Warm the server's code paths and the database's caches before measuring.
    await drive(baseUrl, paths, cookie, 20, 3);
    // The floor of this machine: the same load on GET /api/status (one `select 1`, no login). A closed
    // loop of N connections answers each request in about N / throughput, whatever the query costs.
    const floor = await drive(baseUrl, ['/api/status'], cookie, CONNECTIONS, Math.min(DURATION_SECONDS, 5));
    console.log(
      `floor GET /api/status at ${CONNECTIONS} connections: ${Math.round(floor.result.requests.average)} req/s, p50 ${percentile(floor.latencies, 0.5)} ms, p95 ${percentile(floor.latencies, 0.95)} ms`,
    );
    // What one user feels when the portal is busy but not saturated: the same mix at 10 connections.
    const light = await drive(baseUrl, paths, cookie, 10, 5);
    console.log(
      `at 10 connections: ${Math.round(light.result.requests.average)} req/s, p50 ${percentile(light.latencies, 0.5)} ms, p95 ${percentile(light.latencies, 0.95)} ms`,
    );
    const { result, latencies } = await drive(baseUrl, paths, cookie, CONNECTIONS, DURATION_SECONDS);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${result.requests.total} requests in ${DURATION_SECONDS} s at ${CONNECTIONS} connections (${Math.round(result.requests.average)} req/s)`,
    );
    const milliseconds = (fraction: number) => Math.round(percentile(latencies, fraction) * 10) / 10;
    const ratio = (result.requests.average / floor.result.requests.average).toFixed(2);
    console.log(`p50_ms=${milliseconds(0.5)} p95_ms=${milliseconds(0.95)} p99_ms=${milliseconds(0.99)} errors=${errors} ratio=${ratio}`);
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
