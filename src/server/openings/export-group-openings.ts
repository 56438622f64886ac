import type { Database } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import { OPENING_STATUS_LABELS_TH } from '@/lib/labels';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<AdminOpeningView>({
    ctx,
    format,
    table: {
      fileName: `openings-group-${sessionGroupId}`,
      thaiFileName: `ตำแหน่งงาน-กลุ่มรอบ-${sessionGroupId}`,
      sheetName: 'ตำแหน่งงาน',
      columns: [
        { header: 'รหัสตำแหน่งงาน', width: 14, value: (row) => row.openingId },
        { header: 'ชื่อตำแหน่งงาน', width: 36, value: (row) => row.title },
        { header: 'บริษัท', width: 32, value: (row) => row.company.companyNameTh },
        { header: 'สถานะ', width: 18, value: (row) => OPENING_STATUS_LABELS_TH[row.status] },
        { header: 'จำนวนที่รับ', width: 12, value: (row) => row.quota },
        { header: 'จำนวนที่เหลือ', width: 12, value: (row) => row.remainingQuota },
        { header: 'เผยแพร่เมื่อ', width: 20, value: (row) => formatDateTime(row.publishedAt, '') },
      ],
      batches: (db) =>
        listPages((pagination) =>
          listGroupOpenings({ ctx: { ...ctx, db: db as Database }, sessionGroupId, filters: { ...filters, ...pagination } }),
        ),
    },
  });
}
