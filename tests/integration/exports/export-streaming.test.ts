import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportStudents } from '@/app/api/admin/students/export/route';
import type { Database } from '@/db/client';
import { exportPagesReadForTests, setExportBatchSizeForTests } from '@/server/exports';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
// 100,000 rows on PostgreSQL; PGlite (one process, no parallel scans) reads the same shape of export at a fifth of
// the size and batch, so the test stays well under 30 s there and still needs a hundred pages.
let ROWS = 100_000;
let BATCH = 1000;
const marker = `สตรีม${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  const handle = await testDatabase();
  db = handle.db;
  if (handle.kind === 'pglite') [ROWS, BATCH] = [20_000, 200];
  setExportBatchSizeForTests(BATCH);
  people = await createPeopleOfEveryRole(db);
  await db.execute(sql`insert into students (student_id, first_name_th, last_name_th, admission_year, profile_token)
    select '9' || lpad(n::text, 9, '0'), ${marker} || n, 'ทดสอบ', 2567, 'stream-' || n from generate_series(1, ${ROWS}) as n`);
}, 60_000);

afterAll(() => setExportBatchSizeForTests(1000));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/admin/students/export of a large table', () => {
  it('streams: the rows start before the reading ends, reading pauses while the reader waits, and every row arrives', async () => {
    const url = `http://localhost:3000/api/admin/students/export?format=csv&search=${encodeURIComponent(marker)}`;
    const before = exportPagesReadForTests();
    const response = await exportStudents(new Request(url, { headers: { cookie: people.admin.cookie } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);

    // The reader stalls: the export must stop reading batches (backpressure) once the stream's small buffers
    // are full — a handful of the hundred it needs — instead of reading the whole table into memory.
    await sleep(500);
    const whileStalled = exportPagesReadForTests() - before;
    expect(whileStalled).toBeLessThan(ROWS / BATCH / 4);

    let lines = new TextDecoder().decode(first.value).split('\r\n').length - 1;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Counted, not kept: the test itself holds no more than a chunk.
      lines += decoder.decode(value, { stream: true }).split('\r\n').length - 1;
    }
    expect(lines).toBe(ROWS + 1);
    expect(exportPagesReadForTests() - before).toBe(ROWS / BATCH + 1);
  }, 60_000);

  it('streams .xlsx too: reading pauses while the reader waits (the zip writer buffers nothing ahead), and every row arrives', async () => {
    const url = `http://localhost:3000/api/admin/students/export?format=xlsx&search=${encodeURIComponent(marker)}`;
    const before = exportPagesReadForTests();
    const response = await exportStudents(new Request(url, { headers: { cookie: people.admin.cookie } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);

    await sleep(500);
    const whileStalled = exportPagesReadForTests() - before;
    expect(whileStalled).toBeLessThan(ROWS / BATCH / 4);

    // The rest is read as a stream and its rows counted by exceljs' streaming reader: nothing holds the workbook.
    async function* chunks() {
      yield first.value!;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    }
    let rows = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks()), {})) {
      for await (const row of sheet) if (row.number > 0) rows += 1;
    }
    expect(rows).toBe(ROWS + 1);
    expect(exportPagesReadForTests() - before).toBe(ROWS / BATCH + 1);
  }, 90_000);

  it('a reader that goes away ends the export and its transaction', async () => {
    const url = `http://localhost:3000/api/admin/students/export?format=csv&search=${encodeURIComponent(marker)}`;
    const before = exportPagesReadForTests();
    const response = await exportStudents(new Request(url, { headers: { cookie: people.admin.cookie } }), { params: Promise.resolve({}) });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await sleep(300);
    const atCancel = exportPagesReadForTests() - before;
    await sleep(300);
    expect(exportPagesReadForTests() - before).toBe(atCancel);
    expect(atCancel).toBeLessThan(ROWS / BATCH / 4);
    // On PGlite (one connection) a transaction left open would make this wait forever.
    const result = await db.execute(sql`select count(*)::int as n from students where first_name_th like ${`${marker}%`}`);
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    expect(row.n).toBe(ROWS);
  }, 30_000);
});
