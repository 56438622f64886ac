import type { Database } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import type { MatchingResultItem } from '@/lib/matching';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<MatchingResultItem>({
    ctx,
    format,
    table: {
      fileName: `matching-session-${sessionId}-round-${round}`,
      thaiFileName: `ผลการจับคู่-รอบการฝึกงาน-${sessionId}-รอบที่-${round}`,
      sheetName: 'ผลการจับคู่',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.firstNameTh, row.lastNameTh) },
        { header: 'ตำแหน่งงาน', width: 30, value: (row) => row.openingTitle },
        { header: 'บริษัท', width: 30, value: (row) => row.companyNameTh },
        { header: 'ที่มา', width: 14, value: (row) => ({ ALGORITHM: 'อัลกอริทึม', MANUAL: 'ผู้ดูแลกำหนด', OFFER: 'ช่วงยื่นข้อเสนอ' })[row.source] },
        { header: 'เมื่อ', width: 20, value: (row) => formatDateTime(row.createdAt, '') },
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
