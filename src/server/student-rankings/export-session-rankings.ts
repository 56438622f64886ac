import type { Database } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<SessionRankingRow>({
    ctx,
    format,
    table: {
      fileName: `rankings-session-${sessionId}-round-${round}`,
      thaiFileName: `การจัดอันดับ-รอบการฝึกงาน-${sessionId}-รอบที่-${round}`,
      sheetName: 'การจัดอันดับ',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.firstNameTh, row.lastNameTh) },
        { header: 'ส่งการจัดอันดับแล้ว', width: 16, value: (row) => (row.isSubmitted ? 'ส่งแล้ว' : 'ยังไม่ส่ง') },
        { header: 'จำนวนใบสมัคร', width: 14, value: (row) => row.applicationCount },
        { header: 'การกระทำล่าสุด', width: 16, value: (row) => row.lastAction },
        { header: 'เมื่อ', width: 20, value: (row) => formatDateTime(row.lastActionAt, '') },
      ],
      batches: (db) =>
        listPages(async (pagination) =>
          listSessionRankings({ ctx: { ...ctx, db: db as Database }, sessionId, round, query: { ...query, ...pagination } }),
        ),
    },
  });
}
