import type { Executor } from '@/db/client';

/** What a cell holds: text, a number (kept numeric in .xlsx so sums and filters work), or nothing. */
import type { SpreadsheetCell } from '@/server/downloads';

export type ReportCell = SpreadsheetCell;

export type ReportColumn<Row> = {
  header: string;
  /** Column width in characters for the .xlsx sheet. */
  width: number;
  value: (row: Row) => ReportCell;
  /** Excel number format of the .xlsx cell, e.g. '0.0%'. CSV always carries the plain value. */
  numberFormat?: string;
};

/**
 * One report, ready to be written as CSV or .xlsx: its columns and a reader that yields its rows in
 * batches. The reader receives the executor to run on, so the writer can read every batch inside one
 * snapshot (see render-report.ts).
 */
export type Report<Row> = {
  /** ASCII file name without extension, the fallback of Content-Disposition. */
  fileName: string;
  /** The Thai file name without extension, what the admin sees in the download bar. */
  thaiFileName: string;
  sheetName: string;
  columns: ReportColumn<Row>[];
  batches: (db: Executor) => AsyncIterable<Row[]>;
};

let batchSize = 1000;

/** Rows read per query. Small in tests so the keyset paging is exercised with a handful of rows. */
export function reportBatchSize(): number {
  return batchSize;
}

export function setReportBatchSizeForTests(size: number): void {
  batchSize = size;
}

/**
 * Keyset paging: each query asks for the rows after the last key of the previous batch, so a large
 * session is read in constant-size queries (never one huge result, never OFFSET re-scans).
 */
export async function* keysetBatches<Row, Key>({
  fetchPage,
  keyOf,
}: {
  fetchPage: (after: Key | undefined, limit: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
}): AsyncIterable<Row[]> {
  let after: Key | undefined;
  const limit = reportBatchSize();
  for (;;) {
    const rows = await fetchPage(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** A report whose rows come from one query (bounded by the number of openings or companies, not students). */
export async function* singleBatch<Row>(rows: Promise<Row[]>): AsyncIterable<Row[]> {
  const loaded = await rows;
  if (loaded.length > 0) yield loaded;
}

export { joinName } from '@/lib/student-profile';
