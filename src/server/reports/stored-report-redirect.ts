import { publicUrl } from '@/lib/public-origin';
import type { Context } from '@/server/context';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';
import { signedFileUrl, storeGeneratedFile, sweepStaleFiles } from '@/server/files';
import { notifyReportReady } from '@/server/notifications';
import { renderReport, type ReportFormat } from './render-report';
import type { Report } from './report-table';
import { logError } from '@/server/log-safe';

/** Long enough to follow the redirect and download; short enough that a forwarded link soon dies. */
export const REPORT_LINK_SECONDS = 5 * 60;

const CONTENT_TYPES: Record<ReportFormat, string> = { csv: CSV_CONTENT_TYPE, xlsx: XLSX_CONTENT_TYPE };

/**
 * The other reports (SPEC §7 "answer 302 to a file"): generated, stored through the files domain as a
 * GENERATED_REPORT owned by the admin, and answered with a redirect to a short-lived signed link; the
 * report files of earlier downloads are swept (sweepStaleFiles).
 */
export async function storedReportRedirect<Row>({
  ctx,
  report,
  format,
}: {
  ctx: Context & { request: Request };
  report: Report<Row>;
  format: ReportFormat;
}): Promise<Response> {
  const bytes = await renderReport({ ctx, report, format });
  const fileName = `${report.thaiFileName}.${format}`;
  // The file's row and the admin's "report ready" notification commit together (the outbox).
  const fileId = await ctx.db.transaction(async (tx) => {
    const stored = await storeGeneratedFile({
      db: tx,
      input: {
        type: 'GENERATED_REPORT',
        originalName: fileName,
        contentType: CONTENT_TYPES[format],
        bytes,
        ownerPlatformUid: ctx.actor.platformUid,
      },
    });
    if (ctx.actor.role === 'admin' && ctx.actor.platformUid)
      await notifyReportReady({ db: tx, now: ctx.now, platformUid: ctx.actor.platformUid, fileId: stored.fileId, fileName });
    return stored.fileId;
  });
  const url = await signedFileUrl({ fileId, expiresInSeconds: REPORT_LINK_SECONDS, now: ctx.now });
  // Each download leaves a file behind; the earlier ones (and abandoned uploads) go here, a bounded batch.
  // The admin's report never waits on a failure of it.
  await sweepStaleFiles({ ctx }).catch((error: unknown) => logError('files.sweep_failed', error));
  return new Response(null, { status: 302, headers: { location: publicUrl(url, ctx.request).toString(), 'cache-control': 'no-store' } });
}
