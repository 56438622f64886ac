import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, contentDisposition, csvSafe } from '@/server/downloads';
import { signedFileUrl, storeGeneratedFile, sweepStaleFiles } from '@/server/files';
import { notifyReportReady } from '@/server/notifications';
import type { Report } from './report-table';

export type ReportFormat = 'csv' | 'xlsx';

/** Long enough to follow the redirect and download; short enough that a forwarded link soon dies. */
export const REPORT_LINK_SECONDS = 5 * 60;

const CONTENT_TYPES: Record<ReportFormat, string> = { csv: CSV_CONTENT_TYPE, xlsx: XLSX_CONTENT_TYPE };

/**
 * Reads every batch inside one REPEATABLE READ, READ ONLY transaction: the batches are separate queries,
 * and without one snapshot a submission landing between two of them could appear twice or not at all.
 */
async function inSnapshot<T>(ctx: Context, work: (db: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => work(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** CSV in UTF-8 with a byte-order mark (Excel otherwise opens UTF-8 as the local code page and garbles Thai), CRLF lines (RFC 4180). */
async function writeCsv<Row>(db: Executor, report: Report<Row>): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const options = { record_delimiter: 'windows' as const };
  const chunks: Uint8Array[] = [encoder.encode(stringify([report.columns.map((column) => column.header)], { ...options, bom: true }))];
  for await (const batch of report.batches(db)) {
    chunks.push(encoder.encode(stringify(batch.map((row) => report.columns.map((column) => csvSafe(column.value(row)))), options)));
  }
  return concat(chunks);
}

/** .xlsx through exceljs' streaming writer: rows are committed as each batch arrives instead of building the whole sheet model first. */
async function writeXlsx<Row>(db: Executor, report: Report<Row>, now: Date): Promise<Uint8Array> {
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

export async function renderReport<Row>(ctx: Context, report: Report<Row>, format: ReportFormat): Promise<Uint8Array> {
  return inSnapshot(ctx, (db) => (format === 'csv' ? writeCsv(db, report) : writeXlsx(db, report, ctx.now)));
}

/** The `/csv` reports: 200 with the file itself, downloaded under its Thai name. */
export async function reportFileResponse<Row>(ctx: Context, report: Report<Row>): Promise<Response> {
  const bytes = await renderReport(ctx, report, 'csv');
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(`${report.thaiFileName}.csv`),
      'cache-control': 'no-store',
    },
  });
}

/**
 * The other reports (SPEC §7 "answer 302 to a file"): generated, stored through the files domain as a
 * GENERATED_REPORT owned by the admin, and answered with a redirect to a short-lived signed link; the
 * report files of earlier downloads are swept (sweepStaleFiles).
 */
export async function storedReportRedirect<Row>(ctx: Context & { request: Request }, report: Report<Row>, format: ReportFormat): Promise<Response> {
  const bytes = await renderReport(ctx, report, format);
  const fileName = `${report.thaiFileName}.${format}`;
  // The file's row and the admin's "report ready" notification commit together (the outbox).
  const fileId = await ctx.db.transaction(async (tx) => {
    const stored = await storeGeneratedFile({
      db: tx,
      input: { type: 'GENERATED_REPORT', originalName: fileName, contentType: CONTENT_TYPES[format], bytes, ownerPlatformUid: ctx.actor.platformUid },
    });
    if (ctx.actor.role === 'admin' && ctx.actor.platformUid) await notifyReportReady({ db: tx, now: ctx.now, platformUid: ctx.actor.platformUid, fileId: stored.fileId, fileName });
    return stored.fileId;
  });
  const url = await signedFileUrl({ fileId, expiresInSeconds: REPORT_LINK_SECONDS, now: ctx.now });
  // Each download leaves a file behind; the earlier ones (and abandoned uploads) go here, a bounded batch.
  // The admin's report never waits on a failure of it.
  await sweepStaleFiles({ ctx }).catch((error: unknown) => console.error('Could not sweep stale files', error));
  return new Response(null, { status: 302, headers: { location: new URL(url, ctx.request.url).toString(), 'cache-control': 'no-store' } });
}
