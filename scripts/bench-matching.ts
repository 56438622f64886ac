// npm run bench:matching — seeds a throwaway database (PostgreSQL when DATABASE_URL is set, else PGlite) with
// 100,000 enrolled students who submitted 20 ranked applications each over 10,000 openings, every opening's
// company ranking (about 80 % of applicants selected, in a scrambled order), then measures:
//   the whole admin run — lock, load, engine, verify, write every result, commit (target ≤ 3 s),
//   the process's peak resident memory right after it (target ≤ 300 MB),
//   a rerun, then the engine alone and the verifier alone on the loaded instance (best of 5, after a warm-up;
//   targets ≤ 100 ms and ≤ 50 ms),
// and ends with exactly one line `engine_ms=… verify_ms=… run_ms=… peak_mb=…`.
// The seeding is set-based SQL (generate_series), so the node process holds only what the run itself needs.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openThrowawayDatabase } from './bench-database';
import { migrateDatabase } from '@/db/migrate';
import type { DatabaseHandle } from '@/db/client';
import { matchingInputQuery, tuneForBulkMatching } from '@/server/matching/load-matching-input';
import { loadMatchingInput, loadMatchingScope, runDeferredAcceptance, runMatchingIn, verifyMatching } from '@/server/matching';

const STUDENT_COUNT = Number(process.env.BENCH_STUDENTS ?? 100_000);
const OPENING_COUNT = Number(process.env.BENCH_OPENINGS ?? 10_000);
const RANKS_PER_STUDENT = Number(process.env.BENCH_RANKS ?? 20);
const COMPANY_COUNT = 500;

async function seed(handle: DatabaseHandle): Promise<{ sessionId: number; sessionGroupId: number }> {
  const seeded = await handle.db.transaction(async (tx) => {
    // Seeding only: skip the foreign-key triggers for the bulk inserts (every id comes from the rows just made);
    // the run itself is measured later with every constraint in place.
    if (handle.kind === 'postgres') await tx.execute(sql`set local session_replication_role = replica`);
    return seedIn((query) => tx.execute(query));
  });
  // Rankings are submitted days before the run, and autovacuum has visited their tables since (hint bits set,
  // visibility map and statistics up to date); without this the first read of the fresh rows would pay for that.
  await handle.db.execute(sql`vacuum analyze`);
  // …and the server has long written them to disk: without this the checkpoint the seeding started would still be
  // writing gigabytes in the background of the run.
  if (handle.kind === 'postgres') await handle.db.execute(sql`checkpoint`);
  return seeded;
}

async function seedIn(run: (query: ReturnType<typeof sql>) => Promise<unknown>): Promise<{ sessionId: number; sessionGroupId: number }> {
  const [{ session_group_id: sessionGroupId }] = (
    (await run(sql`insert into session_groups (title) values ('กลุ่มทดสอบการจับคู่') returning session_group_id`)) as unknown as {
      rows: { session_group_id: number }[];
    }
  ).rows;
  // The matching window: company ranking closed an hour ago, results in a day.
  await run(sql`insert into rounds (session_group_id, round, opening_submission_deadline, opening_announcement_date, student_ranking_deadline,
      application_announcement_date, company_ranking_deadline, result_announcement_date)
    values (${sessionGroupId}, 1, now() - interval '5 days', now() - interval '4 days', now() - interval '3 days', now() - interval '2 days', now() - interval '1 hour', now() + interval '1 day')`);
  const [{ session_id: sessionId }] = (
    (await run(
      sql`insert into sessions (session_group_id, title, maximum_application_per_student) values (${sessionGroupId}, 'รอบทดสอบการจับคู่', ${RANKS_PER_STUDENT}) returning session_id`,
    )) as unknown as { rows: { session_id: number }[] }
  ).rows;
  await run(sql`insert into companies (company_name_th, company_name_en, profile_token)
    select 'บริษัท ทดสอบ ' || g, 'Bench Co ' || g, 'bench-company-' || g from generate_series(1, ${COMPANY_COUNT}) g`);
  // Quotas 1–5 (about 30,000 places for 100,000 students: most students compete for their top choices).
  await run(sql`insert into openings (session_id, company_id, title, quota, office_name, office_address_line1, status)
    select ${sessionId}, (select min(company_id) from companies) + (g % ${COMPANY_COUNT}), 'ตำแหน่งทดสอบ ' || g, 1 + (g * 7) % 5, 'สำนักงาน', 'ถนนพญาไท', 'RANKING_SUBMITTED'
    from generate_series(0, ${OPENING_COUNT - 1}) g`);
  await run(sql`insert into students (student_id, first_name_th, last_name_th, admission_year, profile_token)
    select '66' || lpad(g::text, 8, '0'), 'นิสิต', 'ทดสอบ ' || g, 2566, 'bench-student-' || g from generate_series(1, ${STUDENT_COUNT}) g`);
  await run(
    sql`insert into enrollments (session_id, student_id, status) select ${sessionId}, student_id, 'RANKING_SUBMITTED' from students`,
  );
  // Student i ranks 20 distinct openings: (i·7919 + k·487) mod N for k = 0..19 (487 is prime to N, so distinct),
  // with a skew towards low-numbered openings so some are far more popular than others.
  await run(sql`insert into applications (session_id, round, student_id, opening_id, student_preference_rank)
    select ${sessionId}, 1, s.student_id, o.first + ((s.n * 7919 + k * 487) % ${OPENING_COUNT}) * (case when k < 3 then 0 else 1 end)
        + (case when k < 3 then ((s.n * 31 + k * 997) % (${OPENING_COUNT} / 20)) * 20 + k else 0 end), k + 1
    from (select student_id, row_number() over (order by student_id) as n from students) s
    cross join generate_series(0, ${RANKS_PER_STUDENT - 1}) k
    cross join (select min(opening_id) as first from openings) o
    on conflict do nothing`);
  await run(sql`insert into company_ranking_submissions (opening_id, round, action) select opening_id, 1, 'SUBMIT' from openings`);
  await run(sql`insert into company_ranking_submission_items (submission_id, application_id, position)
    select c.submission_id, a.application_id,
      case when (a.application_id * 2654435761) % 5 = 0 then null
        else row_number() over (partition by a.opening_id, (a.application_id * 2654435761) % 5 = 0 order by (a.application_id::bigint * 40503) % 1000003, a.application_id) end
    from applications a join company_ranking_submissions c on c.opening_id = a.opening_id`);
  // What the ranking triggers do (on PostgreSQL the seed runs them off, as a replica): each selected application gets its
  // company position. As on a server, the applications' rows are written twice (applied, then ranked).
  await run(sql`update applications a set company_position = i.position
    from company_ranking_submission_items i where i.application_id = a.application_id and i.position is not null`);
  return { sessionId, sessionGroupId };
}

const best = (times: number[]) => Math.min(...times);

/** The engine and the verifier alone on the loaded instance: best of 5 after a warm-up. */
async function measureEngine(db: DatabaseHandle['db'], sessionId: number): Promise<{ engineMs: number; verifyMs: number }> {
  const started = performance.now();
  const loaded = await db.transaction(async (tx) => {
    await tuneForBulkMatching({ db: tx });
    return loadMatchingInput({ db: tx, sessionId, round: 1 });
  });
  console.log(
    `load alone: ${(performance.now() - started).toFixed(0)} ms (${loaded.instance.studentCount} students, ${loaded.applicationCount} entries)`,
  );
  const engineTimes: number[] = [];
  const verifyTimes: number[] = [];
  let matched = 0;
  let isStable = false;
  for (let attempt = 0; attempt < 6; attempt++) {
    let at = performance.now();
    const { assignment } = runDeferredAcceptance(loaded.instance);
    const engineMs = performance.now() - at;
    at = performance.now();
    const verdict = verifyMatching(loaded.instance, assignment);
    const verifyMs = performance.now() - at;
    // The first attempt warms the JIT; it is printed but not counted.
    if (attempt > 0) {
      engineTimes.push(engineMs);
      verifyTimes.push(verifyMs);
    } else console.log(`first (cold) attempt: engine ${engineMs.toFixed(1)} ms, verifier ${verifyMs.toFixed(1)} ms`);
    matched = assignment.filter((opening) => opening >= 0).length;
    isStable = verdict.isStable;
  }
  console.log(`engine: ${matched} matched, stable: ${isStable}`);
  return { engineMs: best(engineTimes), verifyMs: best(verifyTimes) };
}

async function main() {
  const database = await openThrowawayDatabase('bench-matching');
  // Dropping the database at the end terminates the pool's idle connections; that is expected, not a crash.
  (database.handle.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client?.on?.(
    'error',
    () => undefined,
  );
  try {
    console.log(
      `database: ${database.kind}; seeding ${STUDENT_COUNT} students × ${RANKS_PER_STUDENT} ranks over ${OPENING_COUNT} openings…`,
    );
    await migrateDatabase(database.handle);
    let started = performance.now();
    const { sessionId } = await seed(database.handle);
    const { db } = database.handle;
    const counts = (
      (await db.execute(
        sql`select (select count(*) from applications)::int as applications, (select count(*) from company_ranking_submission_items where position is not null)::int as selected`,
      )) as unknown as { rows: { applications: number; selected: number }[] }
    ).rows[0];
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.applications} applications, ${counts.selected} selected by their companies`,
    );

    if (process.env.BENCH_EXPLAIN) {
      const plan = (await db.transaction(async (tx) => {
        await tuneForBulkMatching({ db: tx });
        return tx.execute(sql`explain (analyze, buffers) ${matchingInputQuery({ sessionId, round: 1 })}`);
      })) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    // The admin run first, as on a server: its peak memory is the process's peak right after it, before the
    // benchmark's own extra loads below add garbage of their own.
    console.log(`before the admin run: rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
    started = performance.now();
    const summary = await db.transaction(async (tx) =>
      runMatchingIn({ db: tx, scope: await loadMatchingScope({ db: tx, sessionId, lock: true, now: new Date() }), runByPlatformUid: null }),
    );
    const runMs = performance.now() - started;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    console.log(
      `admin run: ${summary.matchedCount} matched, ${summary.unmatchedCount} unmatched, stable: ${summary.isStable}; inside it engine ${summary.engineMs} ms, verifier ${summary.verifyMs} ms, phases ${JSON.stringify(summary.phaseMs)}`,
    );
    started = performance.now();
    const rerun = await db.transaction(async (tx) =>
      runMatchingIn({ db: tx, scope: await loadMatchingScope({ db: tx, sessionId, lock: true, now: new Date() }), runByPlatformUid: null }),
    );
    console.log(
      `rerun (the first run's students decided again): ${(performance.now() - started).toFixed(0)} ms, phases ${JSON.stringify(rerun.phaseMs)}, same result: ${rerun.matchedCount === summary.matchedCount}`,
    );
    const engine = await measureEngine(database.handle.db, sessionId);
    console.log(`process peak after the extra loads: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    console.log(
      `engine_ms=${engine.engineMs.toFixed(1)} verify_ms=${engine.verifyMs.toFixed(1)} run_ms=${runMs.toFixed(0)} peak_mb=${peakMb.toFixed(0)}`,
    );
  } finally {
    await database.handle.close();
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
