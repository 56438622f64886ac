// npm run test:backup — proves that `npm run db:backup` taken while the portal writes restores to exactly the data of
// one instant. PostgreSQL only (DATABASE_URL): beside that database it creates `<name>_backup_<pid>` (the source) and
// `<name>_backup_<pid>_restored`, and drops both whatever the outcome.
//   1. seeds the source with one term (bench-term-seed.ts, as bench:peak does; BACKUP_TEST_SEED=small for CI);
//   2. starts BACKUP_TEST_WRITERS (4) writers, each a loop of transactions that touch several tables as the portal's
//      verbs do: a ranking draft replaced (migration 0016's function: the draft row and its items), a bookmark
//      added or removed, a notification written to the outbox;
//   3. while they write, opens a repeatable-read transaction, exports its snapshot and runs the real
//      `npm run db:backup` with BACKUP_SNAPSHOT set to it, so pg_dump reads exactly that transaction's view; inside the
//      same transaction it computes every table's row count and checksum: the source at the backup's moment;
//   4. stops the writers, runs the real `npm run db:restore` into the new empty database, and compares every table
//      there with step 3, and each identity sequence with its column's largest value.
// It fails (exit 1) on any difference, and also when the writers committed nothing while the backup ran (the test
// would then prove nothing about a database in use). docs/operations.md, "Backups".
// Last line: `tables=… rows=… mismatched=0 writes_during_backup=… backup_s=… restore_s=… dump_bytes=…`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ONE_TERM, seedTerm, type TermSize } from './bench-term-seed';
import { openPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

const SMALL: TermSize = { openings: 1_000, companies: 40, students: 600, signedIn: 50 };
const WRITERS = Number(process.env.BACKUP_TEST_WRITERS ?? 4);
/** How long the writers run before the backup starts and after it ended (the restore then runs without them). */
const LOAD_MARGIN_MS = 1_000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres')) {
  console.error('test:backup runs on PostgreSQL: set DATABASE_URL=postgres://… (a database beside which it may create its own).');
  process.exit(1);
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs an npm script of this package (the real db:backup / db:restore) without blocking the writers' event loop. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`npm run ${script} exited with ${code}`)),
    );
  });
}

type TableState = { rows: number; checksum: string };

/** Every table of the portal's schemas (the migration records included): its row count and an md5 of its rows in order. */
async function tableStates(client: pg.Client): Promise<Map<string, TableState>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const states = new Map<string, TableState>();
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as checksum from ${name} t`,
    );
    states.set(name, rows[0]);
  }
  return states;
}

/** Identity and serial columns whose sequence would hand out a value the table already holds. */
async function sequencesBehind(client: pg.Client): Promise<string[]> {
  const { rows: columns } = await client.query<{ tableName: string; columnName: string; sequence: string }>(
    `select format('%I.%I', table_schema, table_name) as "tableName", quote_ident(column_name) as "columnName",
       pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
     from information_schema.columns
     where table_schema not in ('pg_catalog', 'information_schema')
       and pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) is not null`,
  );
  const behind: string[] = [];
  for (const column of columns) {
    const { rows } = await client.query<{ behind: boolean }>(
      `select coalesce((select max(${column.columnName}) from ${column.tableName}), 0) >
         (select case when is_called then last_value else last_value - 1 end from ${column.sequence}) as behind`,
    );
    if (rows[0].behind) behind.push(`${column.tableName}.${column.columnName}`);
  }
  return behind;
}

type Load = { commits: () => number; stop: () => Promise<void> };

/**
 * The writers. Each transaction touches three to four tables, so a dump that caught one half of it would show in the
 * comparison: the draft row and its items (replace_student_ranking_draft), a bookmark, an outbox notification.
 */
async function startLoad(url: string): Promise<Load> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  const { rows: students } = await setup.query<{ studentId: string; sessionId: number }>(
    `select student_id as "studentId", session_id as "sessionId" from student_ranking_drafts order by student_id`,
  );
  const { rows: openingRows } = await setup.query<{ id: number }>(`select opening_id as id from openings order by opening_id`);
  await setup.end();
  const openingIds = openingRows.map((row) => row.id);
  let commits = 0;
  let isStopping = false;
  const writer = async (writerIndex: number) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let step = 0; !isStopping; step += 1) {
        // Writers take disjoint students, so they never wait on one another's rows.
        const student = students[(writerIndex + step * WRITERS) % students.length];
        const pickOpening = (offset: number) => openingIds[(step * 7 + writerIndex * 101 + offset * 613) % openingIds.length];
        const draft = [...new Set([0, 1, 2, 3, 4].map(pickOpening))];
        await client.query('begin');
        await client.query(`select replace_student_ranking_draft($1, $2, $3::int, $4::int[], now())`, [
          student.sessionId,
          student.studentId,
          step % 3 === 0 ? null : 2,
          draft,
        ]);
        const bookmarked = pickOpening(9);
        if (step % 2 === 0) {
          await client.query(`insert into bookmarks (student_id, opening_id) values ($1, $2) on conflict do nothing`, [
            student.studentId,
            bookmarked,
          ]);
        } else {
          await client.query(`delete from bookmarks where student_id = $1 and opening_id = $2`, [student.studentId, bookmarked]);
        }
        await client.query(
          `insert into notifications (recipient_role, recipient_id, kind, event_key, title, body, link_path)
           values ('student', $1, 'STUDENT_RESULT', $2, 'ทดสอบการสำรองข้อมูล', 'แถวที่เขียนระหว่างสำรองข้อมูล', '/student')`,
          [student.studentId, `backup-test:${writerIndex}:${step}`],
        );
        await client.query('commit');
        commits += 1;
      }
    } finally {
      await client.end();
    }
  };
  const running = Array.from({ length: WRITERS }, (_, index) => writer(index));
  return {
    commits: () => commits,
    stop: async () => {
      isStopping = true;
      await Promise.all(running);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const base = decodeURIComponent(new URL(serverUrl!).pathname.slice(1)) || 'postgres';
  const sourceName = `${base}_backup_${process.pid}`;
  const restoredName = `${sourceName}_restored`;
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  const file = path.join(folder, 'source.dump');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let load: Load | undefined;
  try {
    await admin.query(`create database "${sourceName}"`);
    await admin.query(`create database "${restoredName}"`);
    const size = process.env.BACKUP_TEST_SEED === 'small' ? SMALL : ONE_TERM;
    const seedStarted = Date.now();
    const handle = openPostgres(databaseUrl(sourceName));
    try {
      await migrateDatabase(handle);
      await seedTerm(handle, size);
    } finally {
      await handle.close();
    }
    console.log(
      `seeded ${size.openings} openings, ${size.students} students in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; ${WRITERS} writers start`,
    );

    load = await startLoad(databaseUrl(sourceName));
    await sleep(LOAD_MARGIN_MS);

    // The backup's moment: this transaction's snapshot, handed to pg_dump, and read here for the expected state.
    const snapshotHolder = new pg.Client({ connectionString: databaseUrl(sourceName) });
    await snapshotHolder.connect();
    let expected: Map<string, TableState>;
    let backupSeconds: number;
    let writesDuringBackup: number;
    try {
      await snapshotHolder.query('begin isolation level repeatable read, read only');
      const { rows } = await snapshotHolder.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const commitsBefore = load.commits();
      backupSeconds = await npmRun('db:backup', [file], { DATABASE_URL: databaseUrl(sourceName), BACKUP_SNAPSHOT: rows[0].snapshot });
      writesDuringBackup = load.commits() - commitsBefore;
      expected = await tableStates(snapshotHolder);
      await snapshotHolder.query('commit');
    } finally {
      await snapshotHolder.end();
    }
    await sleep(LOAD_MARGIN_MS);
    await load.stop();
    load = undefined;
    console.log(`backup: ${backupSeconds.toFixed(1)} s while the writers committed ${writesDuringBackup} transactions`);

    const restoreSeconds = await npmRun('db:restore', [file], { DATABASE_URL: databaseUrl(restoredName) });
    const restored = new pg.Client({ connectionString: databaseUrl(restoredName) });
    await restored.connect();
    const actual = await tableStates(restored);
    const behind = await sequencesBehind(restored);
    await restored.end();
    const source = new pg.Client({ connectionString: databaseUrl(sourceName) });
    await source.connect();
    const live = await tableStates(source);
    await source.end();

    const mismatched: string[] = [];
    for (const name of new Set([...expected.keys(), ...actual.keys()])) {
      const [want, got] = [expected.get(name), actual.get(name)];
      if (!want || !got || want.rows !== got.rows || want.checksum !== got.checksum) {
        mismatched.push(name);
        console.error(`MISMATCH ${name}: at the backup's moment ${JSON.stringify(want)}, restored ${JSON.stringify(got)}`);
      }
    }
    // The source moved on after the snapshot: a comparison with the live source would have failed, so the snapshot matters.
    const changedSince = [...expected].filter(([name, state]) => live.get(name)?.checksum !== state.checksum).map(([name]) => name);
    console.log(`tables changed in the source since the backup's moment: ${changedSince.join(', ') || 'none'}`);
    for (const column of behind) console.error(`SEQUENCE BEHIND ${column}: the restored sequence would hand out an existing value`);
    if (writesDuringBackup === 0) console.error('The writers committed nothing while pg_dump ran: the backup was not taken under load.');

    const rowCount = [...expected.values()].reduce((sum, state) => sum + state.rows, 0);
    console.log(
      `tables=${expected.size} rows=${rowCount} mismatched=${mismatched.length} sequences_behind=${behind.length} ` +
        `writes_during_backup=${writesDuringBackup} backup_s=${backupSeconds.toFixed(1)} restore_s=${restoreSeconds.toFixed(1)} ` +
        `dump_bytes=${statSync(file).size}`,
    );
    return mismatched.length === 0 && behind.length === 0 && writesDuringBackup > 0 ? 0 : 1;
  } finally {
    await load?.stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    for (const name of [restoredName, sourceName]) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
