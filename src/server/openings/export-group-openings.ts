import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import type { AdminOpeningFilters } from './admin-opening-scope';
import { listGroupOpenings } from './list-group-openings';

/** GET /api/admin/session-groups/{sessionGroupId}/openings/export: the group's openings table under its filter, every page, through its own list verb. */
export async function exportGroupOpenings({
  ctx,
  sessionGroupId,
  filters,
  format,
}: {
  ctx: Context;
  sessionGroupId: number;
  filters: AdminOpeningFilters;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'GroupOpeningsExport' });
  const { formatDateTime } = datesFor(locale);
  const labels = translatorFor({ locale, namespace: 'Labels' });
  return streamTableExport<AdminOpeningView>({
    ctx,
    format,
    table: {
      fileName: `openings-group-${sessionGroupId}`,
      thaiFileName: t('fileName', { sessionGroupId: String(sessionGroupId) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('openingId'), width: 14, value: (row) => row.openingId },
        { header: t('title'), width: 36, value: (row) => row.title },
        {
          header: t('company'),
          width: 32,
          value: (row) => nameIn({ locale, th: row.company.companyNameTh, en: row.company.companyNameEn }),
        },
        { header: t('status'), width: 18, value: (row) => labels(`openingStatus.${row.status}`) },
        { header: t('quota'), width: 12, value: (row) => row.quota },
        { header: t('remainingQuota'), width: 12, value: (row) => row.remainingQuota },
        { header: t('publishedAt'), width: 20, value: (row) => formatDateTime(row.publishedAt, '') },
      ],
      batches: (db) =>
        listPages((pagination) =>
          listGroupOpenings({ ctx: { ...ctx, db: db as Database }, sessionGroupId, filters: { ...filters, ...pagination } }),
        ),
    },
  });
}
