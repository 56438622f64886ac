import { translatorFor } from '@/i18n/translator';
import type { AuditLogEntry } from '@/lib/audit';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { downloadLocale, cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
import { auditLogEntriesOf, auditLogKeysQuery, type AuditLogQuery } from './list-audit-logs';

/** GET /api/admin/audit-logs/export: the audit log under its filter, newest first, every page, through one cursor. */
export async function exportAuditLogs({
  ctx,
  query,
  format,
}: {
  ctx: Context;
  query: Omit<AuditLogQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'AuditLogsExport' });
  const { formatDateTime } = datesFor(locale);
  return streamTableExport<AuditLogEntry>({
    ctx,
    format,
    table: {
      fileName: 'audit-log',
      thaiFileName: t('fileName'),
      sheetName: t('sheetName'),
      columns: [
        { header: t('id'), width: 10, value: (row) => row.id },
        { header: t('at'), width: 20, value: (row) => formatDateTime(row.createdAt, '') },
        { header: t('actor'), width: 24, value: (row) => row.actor?.username ?? row.actor?.platformUid ?? null },
        { header: t('role'), width: 14, value: (row) => row.actingRole },
        { header: t('onBehalfOf'), width: 24, value: (row) => row.assumedPlatformUid },
        { header: t('action'), width: 28, value: (row) => row.action },
        { header: t('entityType'), width: 16, value: (row) => row.entityType },
        { header: t('entityId'), width: 20, value: (row) => row.entityId },
        {
          header: t('details'),
          width: 50,
          value: (row) => (row.details === null || row.details === undefined ? null : JSON.stringify(row.details)),
        },
      ],
      // The log only grows: one cursor over the list's filter and order, not OFFSET pages.
      batches: (db) =>
        cursorBatches({ db, keys: auditLogKeysQuery({ db, filter: query }), load: (ids: number[]) => auditLogEntriesOf({ db, ids }) }),
    },
  });
}
