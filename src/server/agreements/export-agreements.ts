import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import type { AgreementView } from '@/lib/agreements';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { listAgreements, type ListAgreementsQuery } from './list-agreements';

/** GET /api/admin/sessions/{sessionId}/agreements/export: the office's agreements table under its filter, every page, as CSV or .xlsx. */
export async function exportAgreements({
  ctx,
  sessionId,
  query,
  format,
}: {
  ctx: Context;
  sessionId: number;
  query: Omit<ListAgreementsQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'AgreementsExport' });
  const { formatDateTime } = datesFor(locale);
  const at = (value: string | null) => formatDateTime(value, '');
  return streamTableExport<AgreementView>({
    ctx,
    format,
    table: {
      fileName: `agreements-${sessionId}`,
      thaiFileName: t('fileName', { sessionId: String(sessionId) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.studentId },
        { header: t('name'), width: 28, value: (row) => row.studentName },
        { header: t('company'), width: 32, value: (row) => row.companyName },
        { header: t('opening'), width: 28, value: (row) => row.openingTitle },
        { header: t('state'), width: 22, value: (row) => t(`states.${row.state}`) },
        { header: t('sentAt'), width: 22, value: (row) => at(row.sentAt) },
        { header: t('studentSignedName'), width: 24, value: (row) => row.studentSignedName },
        { header: t('studentSignedAt'), width: 22, value: (row) => at(row.studentSignedAt) },
        { header: t('companySignedName'), width: 24, value: (row) => row.companySignedName },
        { header: t('companySignedAt'), width: 22, value: (row) => at(row.companySignedAt) },
        { header: t('scanUploadedAt'), width: 22, value: (row) => at(row.scanUploadedAt) },
        { header: t('checkedAt'), width: 22, value: (row) => at(row.checkedAt) },
        { header: t('lastReminderAt'), width: 22, value: (row) => at(row.lastReminderAt) },
      ],
      batches: (db) =>
        listPages((pagination) => listAgreements({ ctx: { ...ctx, db: db as Database }, sessionId, query: { ...query, ...pagination } })),
    },
  });
}
