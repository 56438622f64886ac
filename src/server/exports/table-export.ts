import { sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import type { List } from '@/lib/list';
import { paginationQuery } from '@/server/validation';
import type { Report } from '@/server/reports';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The query of `GET <list>/export`: the list's own query schema (the one source of its filter and sort) with
 * `format` added. page and limit are accepted and dropped — the export is every page — so the UI sends the
 * list's URL query as it is.
 */
export function exportQuery<S extends z.ZodObject<typeof paginationQuery.shape>>(listQuery: S) {
  return listQuery.extend({ format: z.enum(EXPORT_FORMATS) }).transform((query) => {
    const rest: Record<string, unknown> = { ...query };
    delete rest.page;
    delete rest.limit;
    return rest as Omit<z.output<S>, 'page' | 'limit'> & { format: ExportFormat };
  });
}

/** One exported table is a report's shape: its file names, columns and a reader of its rows, batch by batch, on the given executor. */
export type TableExport<Row> = Report<Row>;

let batchSize = 1000;
let pagesRead = 0;

/** How many list pages exports have read so far: the streaming test watches it stop while the reader waits. */
export function exportPagesReadForTests(): number {
  return pagesRead;
}

/** Rows read per query; small in tests so several batches are exercised with a handful of rows. */
export function exportBatchSize(): number {
  return batchSize;
}

export function setExportBatchSizeForTests(size: number): void {
  batchSize = size;
}

/**
 * The rows of a list endpoint, page after page of `exportBatchSize()`, read through the list verb itself: the
 * export cannot drift from what the table shows (same filter, same sort, same row shape). The pages are read in
 * the export's one snapshot (see stream-table-export.ts), so a write between two pages cannot shift a row.
 */
export async function* listPages<Row>(
  fetchPage: (pagination: { page: number; limit: number }) => Promise<List<Row>>,
): AsyncIterable<Row[]> {
  const limit = exportBatchSize();
  for (let page = 1; ; page += 1) {
    const { items } = await fetchPage({ page, limit });
    pagesRead += 1;
    if (items.length > 0) yield items;
    if (items.length < limit) return;
  }
}

let cursorCount = 0;

/**
 * A large table read through ONE server-side cursor over the list's own filter and sort: `keys` selects the
 * row keys as `key` in the list's order (built from the list's condition and order functions), and `load`
 * turns a batch of keys into the list's rows, in that order. One query plans and sorts once; each FETCH hands
 * over the next batch, so a 100,000-row export costs a hundred short round trips instead of a hundred OFFSET
 * re-scans. Must run inside the export's transaction (a cursor lives in one).
 */
export async function* cursorBatches<Key, Row>({
  db,
  keys,
  load,
}: {
  db: Executor;
  keys: SQLWrapper;
  load: (keys: Key[]) => Promise<Row[]>;
}): AsyncIterable<Row[]> {
  const cursor = sql.identifier(`table_export_${(cursorCount += 1)}`);
  const limit = exportBatchSize();
  await db.execute(sql`declare ${cursor} no scroll cursor for ${keys}`);
  for (;;) {
    const fetched = await rowsOf<{ key: Key }>(db, sql`fetch forward ${sql.raw(String(limit))} from ${cursor}`);
    const batch = fetched.map((row) => row.key);
    pagesRead += 1;
    if (batch.length > 0) yield await load(batch);
    if (batch.length < limit) break;
  }
  await db.execute(sql`close ${cursor}`);
}
