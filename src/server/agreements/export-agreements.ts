import type { Database } from '@/db/client';
import { AGREEMENT_STATE_LABELS_TH, type AgreementView } from '@/lib/agreements';
import { formatDateTime } from '@/lib/dates';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  const at = (value: string | null) => formatDateTime(value, '');
  return streamTableExport<AgreementView>({
    ctx,
    format,
    table: {
      fileName: `agreements-${sessionId}`,
      thaiFileName: `สัญญาฝึกงาน-${sessionId}`,
      sheetName: 'สัญญาฝึกงาน',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
        { header: 'ชื่อ-นามสกุล', width: 28, value: (row) => row.studentName },
        { header: 'บริษัท', width: 32, value: (row) => row.companyName },
        { header: 'ตำแหน่ง', width: 28, value: (row) => row.openingTitle },
        { header: 'สถานะสัญญา', width: 22, value: (row) => AGREEMENT_STATE_LABELS_TH[row.state] },
        { header: 'ส่งเมื่อ', width: 22, value: (row) => at(row.sentAt) },
        { header: 'นิสิตลงนาม', width: 24, value: (row) => row.studentSignedName },
        { header: 'นิสิตลงนามเมื่อ', width: 22, value: (row) => at(row.studentSignedAt) },
        { header: 'บริษัทลงนาม', width: 24, value: (row) => row.companySignedName },
        { header: 'บริษัทลงนามเมื่อ', width: 22, value: (row) => at(row.companySignedAt) },
        { header: 'อัปโหลดสแกนเมื่อ', width: 22, value: (row) => at(row.scanUploadedAt) },
        { header: 'ตรวจเมื่อ', width: 22, value: (row) => at(row.checkedAt) },
        { header: 'เตือนล่าสุด', width: 22, value: (row) => at(row.lastReminderAt) },
      ],
      batches: (db) =>
        listPages((pagination) => listAgreements({ ctx: { ...ctx, db: db as Database }, sessionId, query: { ...query, ...pagination } })),
    },
  });
}
