import type { Context } from '@/server/context';
import { CSV_CONTENT_TYPE, contentDisposition } from '@/server/downloads';
import { renderReport } from './render-report';
import type { Report } from './report-table';

/** The `/csv` reports: 200 with the file itself, downloaded under its Thai name. */
export async function reportFileResponse<Row>({ ctx, report }: { ctx: Context; report: Report<Row> }): Promise<Response> {
  const bytes = await renderReport({ ctx, report, format: 'csv' });
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
