import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import { listSessionRankings, type SessionRankingRow, type SessionRankingsQuery } from './list-session-rankings';

/** GET /api/admin/sessions/{sessionId}/ranking/{round}/export: the round's ranking states under the list's filter, every page, through its own list verb. */
export async function exportSessionRankings({
  ctx,
  sessionId,
  round,
  query,
  format,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
  query: Omit<SessionRankingsQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'SessionRankingsExport' });
  const { formatDateTime } = datesFor(locale);
  return streamTableExport<SessionRankingRow>({
    ctx,
    format,
    table: {
      fileName: `rankings-session-${sessionId}-round-${round}`,
      thaiFileName: t('fileName', { sessionId: String(sessionId), round: String(round) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.studentId },
        { header: t('name'), width: 30, value: (row) => joinName(row.firstNameTh, row.lastNameTh) },
        { header: t('submitted'), width: 16, value: (row) => (row.isSubmitted ? t('yes') : t('no')) },
        { header: t('applicationCount'), width: 14, value: (row) => row.applicationCount },
        { header: t('lastAction'), width: 16, value: (row) => row.lastAction },
        { header: t('at'), width: 20, value: (row) => formatDateTime(row.lastActionAt, '') },
      ],
      batches: (db) =>
        listPages(async (pagination) =>
          listSessionRankings({ ctx: { ...ctx, db: db as Database }, sessionId, round, query: { ...query, ...pagination } }),
        ),
    },
  });
}
