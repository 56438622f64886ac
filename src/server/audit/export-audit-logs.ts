import type { AuditLogEntry } from '@/lib/audit';
import { formatDateTime } from '@/lib/dates';
import type { Context } from '@/server/context';
import { cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<AuditLogEntry>({
    ctx,
    format,
    table: {
      fileName: 'audit-log',
      thaiFileName: 'บันทึกการใช้งาน',
      sheetName: 'บันทึกการใช้งาน',
      columns: [
        { header: 'เลขที่', width: 10, value: (row) => row.id },
        { header: 'เมื่อ', width: 20, value: (row) => formatDateTime(row.createdAt, '') },
        { header: 'ผู้กระทำ', width: 24, value: (row) => row.actor?.username ?? row.actor?.platformUid ?? null },
        { header: 'บทบาท', width: 14, value: (row) => row.actingRole },
        { header: 'ในนามของ', width: 24, value: (row) => row.assumedPlatformUid },
        { header: 'การกระทำ', width: 28, value: (row) => row.action },
        { header: 'ประเภท', width: 16, value: (row) => row.entityType },
        { header: 'รหัส', width: 20, value: (row) => row.entityId },
        {
          header: 'รายละเอียด',
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
