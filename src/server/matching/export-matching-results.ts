import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import { datesFor } from '@/lib/dates';
import type { MatchingResultItem } from '@/lib/matching';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import { getMatchingResults, type MatchingResultsQuery } from './get-matching-results';

/** GET /api/admin/sessions/{sessionId}/matching/{round}/export: the round's results under the list's filter, every page, through its own verb. */
export async function exportMatchingResults({
  ctx,
  sessionId,
  round,
  query,
  format,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
  query: Omit<MatchingResultsQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'MatchingResultsExport' });
  const { formatDateTime } = datesFor(locale);
  return streamTableExport<MatchingResultItem>({
    ctx,
    format,
    table: {
      fileName: `matching-session-${sessionId}-round-${round}`,
      thaiFileName: t('fileName', { sessionId: String(sessionId), round: String(round) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.studentId },
        { header: t('name'), width: 30, value: (row) => joinName(row.firstNameTh, row.lastNameTh) },
        { header: t('opening'), width: 30, value: (row) => row.openingTitle },
        { header: t('company'), width: 30, value: (row) => row.companyNameTh },
        {
          header: t('source'),
          width: 14,
          value: (row) => ({ ALGORITHM: t('sourceAlgorithm'), MANUAL: t('sourceManual'), OFFER: t('sourceOffer') })[row.source],
        },
        { header: t('at'), width: 20, value: (row) => formatDateTime(row.createdAt, '') },
      ],
      batches: (db) =>
        listPages(
          async (pagination) =>
            (await getMatchingResults({ ctx: { ...ctx, db: db as Database }, sessionId, round, query: { ...query, ...pagination } }))
              .results,
        ),
    },
  });
}
