import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Database, Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, contentDisposition, csvSafe } from '@/server/downloads';
import type { ReportColumn } from '@/server/reports';
import type { ExportFormat, TableExport } from './table-export';
import { logError } from '@/server/log-safe';

class ExportCancelled extends Error {}

/**
 * Waits until the reader has taken what is buffered; a reader that went away ends the export (and its snapshot).
 * Both sides of the stream count: the .xlsx zip writer pipes into it and buffers upstream while it is full, so
 * "our last write went through" is not enough — the next batch is read only once the stream is nearly empty.
 * Polled, because a full readable side emits nothing the writer could wait on.
 */
async function drained(output: PassThrough, upstream: () => number = () => 0): Promise<void> {
  while (!output.destroyed && upstream() + output.readableLength + output.writableLength >= output.writableHighWaterMark) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (output.destroyed) throw new ExportCancelled();
}

async function writeCsv<Row>({
  db,
  table,
  output,
  onFirstBatch,
}: {
  db: Executor;
  table: TableExport<Row>;
  output: PassThrough;
  onFirstBatch: () => void;
}): Promise<void> {
  const options = { record_delimiter: 'windows' as const };
  // The BOM: Excel otherwise opens UTF-8 in the local code page and garbles Thai. CRLF lines (RFC 4180).
  output.write(stringify([table.columns.map((column) => column.header)], { ...options, bom: true }));
  for await (const batch of table.batches(db)) {
    onFirstBatch();
    output.write(
      stringify(
        batch.map((row) => table.columns.map((column) => csvSafe(column.value(row)))),
        options,
      ),
    );
    await drained(output);
  }
  output.end();
}

type NodeStreamState = { _readableState?: { length: number }; _writableState?: { length: number } };

/** Bytes a stream of any flavour (node's or the readable-stream copy archiver uses) holds in its buffers. */
function buffered(stream: NodeStreamState | undefined): number {
  return (stream?._readableState?.length ?? 0) + (stream?._writableState?.length ?? 0);
}

/**
 * What the workbook has produced that our stream has not yet taken. exceljs pushes every committed row into its zip
 * writer (archiver) without heeding backpressure, and archiver keeps compressing into its own buffer while our stream
 * is full, so watching our stream alone lets a stalled reader's export read to the end of the table. Counted from
 * exceljs internals (`workbook.zip`, the sheet stream's pipes); the .xlsx streaming test fails if an upgrade moves them.
 */
function xlsxBuffered(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet): number {
  const zip = (workbook as unknown as { zip?: NodeStreamState }).zip;
  const pipes = (sheet as unknown as { stream?: { pipes?: NodeStreamState[] } }).stream?.pipes ?? [];
  return buffered(zip) + pipes.reduce((sum, pipe) => sum + buffered(pipe), 0);
}

/** exceljs' streaming writer: each row is committed (serialised and dropped) as its batch arrives, and the next batch waits for the reader. */
async function writeXlsx<Row>({
  db,
  table,
  output,
  now,
  onFirstBatch,
}: {
  db: Executor;
  table: TableExport<Row>;
  output: PassThrough;
  now: Date;
  onFirstBatch: () => void;
}): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.created = now;
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column: ReportColumn<Row>, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: column.numberFormat ? { numFmt: column.numberFormat } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of table.batches(db)) {
    onFirstBatch();
    // The same guard as CSV: a cell that opens with = + - @ is text to Excel only with the apostrophe.
    for (const row of batch) sheet.addRow(table.columns.map((column) => csvSafe(column.value(row)))).commit();
    await drained(output, () => xlsxBuffered(workbook, sheet));
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * `GET <list>/export`: the table as a download that streams. The rows are read batch by batch inside ONE
 * REPEATABLE READ, READ ONLY transaction (one snapshot, so pages never overlap or skip), written to a Node stream
 * the answer reads as a web ReadableStream; the next batch is read only when the reader has taken the previous
 * one, so memory stays bounded by a batch whatever the row count. A failure before the first batch (an unknown
 * session: 404) is the answer itself; a later one aborts the download, as a broken connection would.
 */
export async function streamTableExport<Row>({
  ctx,
  table,
  format,
}: {
  ctx: Context;
  table: TableExport<Row>;
  format: ExportFormat;
}): Promise<Response> {
  // Small: a batch of rows is about this size, so the export waits for the reader after each one or two batches.
  const output = new PassThrough({ highWaterMark: 64 * 1024 });
  let started!: () => void;
  const firstBatch = new Promise<void>((resolve) => (started = resolve));
  const produced = ctx.db
    .transaction(
      async (tx) => {
        const db = tx as unknown as Database;
        if (format === 'csv') await writeCsv({ db, table, output, onFirstBatch: started });
        else await writeXlsx({ db, table, output, now: ctx.now, onFirstBatch: started });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(started);
  // Whichever comes first: the first rows (stream from here on) or a failure (answered as an error).
  await Promise.race([firstBatch, produced]);
  produced.catch((error: unknown) => {
    if (!(error instanceof ExportCancelled)) logError('export.stream_failed', error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const extension = format === 'csv' ? 'csv' : 'xlsx';
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'content-type': format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
      'content-disposition': contentDisposition(`${table.thaiFileName}.${extension}`, 'attachment', `${table.fileName}.${extension}`),
      'cache-control': 'no-store',
    },
  });
}
