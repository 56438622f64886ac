import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { csvSafe } from '@/server/downloads';
import type { Report } from './report-table';

export type ReportFormat = 'csv' | 'xlsx';

/**
 * Reads every batch inside one REPEATABLE READ, READ ONLY transaction: the batches are separate queries,
 * and without one snapshot a submission landing between two of them could appear twice or not at all.
 */
async function inSnapshot<T>({ ctx, work }: { ctx: Context; work: (db: Executor) => Promise<T> }): Promise<T> {
  return ctx.db.transaction(async (tx) => work(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** CSV in UTF-8 with a byte-order mark (Excel otherwise opens UTF-8 as the local code page and garbles Thai), CRLF lines (RFC 4180). */
async function writeCsv<Row>({ db, report }: { db: Executor; report: Report<Row> }): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const options = { record_delimiter: 'windows' as const };
  const chunks: Uint8Array[] = [encoder.encode(stringify([report.columns.map((column) => column.header)], { ...options, bom: true }))];
  for await (const batch of report.batches(db)) {
    chunks.push(
      encoder.encode(
        stringify(
          batch.map((row) => report.columns.map((column) => csvSafe(column.value(row)))),
          options,
        ),
      ),
    );
  }
  return concat(chunks);
}

/** .xlsx through exceljs' streaming writer: rows are committed as each batch arrives instead of building the whole sheet model first. */
async function writeXlsx<Row>({ db, report, now }: { db: Executor; report: Report<Row>; now: Date }): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.created = now;
  const sheet = workbook.addWorksheet(report.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: column.numberFormat ? { numFmt: column.numberFormat } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of report.batches(db)) {
    for (const row of batch) sheet.addRow(report.columns.map((column) => column.value(row))).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The report's bytes in the format asked for, every batch read from one snapshot. */
export async function renderReport<Row>({
  ctx,
  report,
  format,
}: {
  ctx: Context;
  report: Report<Row>;
  format: ReportFormat;
}): Promise<Uint8Array> {
  return inSnapshot({ ctx, work: (db) => (format === 'csv' ? writeCsv({ db, report }) : writeXlsx({ db, report, now: ctx.now })) });
}
