import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { openings, sessions } from '@/db/schema';
import { formatDate, formatDateTime } from '@/lib/dates';
import { OPENING_STATUS_LABELS_TH } from '@/lib/labels';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { contentDisposition } from '@/server/downloads';
import { selectAdminOpeningViews } from './opening-view';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'รหัสตำแหน่งงาน', key: 'openingId', width: 14 },
  { header: 'ชื่อตำแหน่งงาน', key: 'title', width: 36 },
  { header: 'รหัสบริษัท', key: 'companyId', width: 12 },
  { header: 'ชื่อบริษัท (ไทย)', key: 'companyNameTh', width: 32 },
  { header: 'ชื่อบริษัท (อังกฤษ)', key: 'companyNameEn', width: 32 },
  { header: 'สถานะ', key: 'status', width: 18 },
  { header: 'จำนวนที่รับ', key: 'quota', width: 12 },
  { header: 'จำนวนที่เหลือ', key: 'remainingQuota', width: 12 },
  { header: 'ค่าตอบแทน (บาท)', key: 'compensationAmount', width: 16 },
  { header: 'ประเภทค่าตอบแทน', key: 'compensationType', width: 18 },
  { header: 'สหกิจศึกษา', key: 'openForCooperativeInternship', width: 12 },
  { header: 'แท็ก', key: 'tags', width: 30 },
  { header: 'สถานที่ทำงาน', key: 'officeName', width: 28 },
  { header: 'ที่อยู่', key: 'officeAddress', width: 40 },
  { header: 'วันเริ่มฝึกงาน', key: 'startDate', width: 16 },
  { header: 'วันสิ้นสุดฝึกงาน', key: 'endDate', width: 16 },
  { header: 'เผยแพร่เมื่อ', key: 'publishedAt', width: 22 },
  { header: 'จำนวนผู้บันทึก', key: 'bookmarkCount', width: 14 },
];

/**
 * GET /api/admin/export/openings/{sessionId}: every opening of the session (any status) as an .xlsx
 * sheet with Thai headers, one row each, in id order. Built from the same admin views as the table.
 */
export async function exportOpenings({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<Response> {
  const [session] = await ctx.db
    .select({ sessionId: sessions.sessionId, title: sessions.title })
    .from(sessions)
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!session) throw new NotFoundError('Session not found');
  const ids = (
    await ctx.db
      .select({ openingId: openings.openingId })
      .from(openings)
      .where(eq(openings.sessionId, sessionId))
      .orderBy(asc(openings.openingId))
  ).map((row) => row.openingId);
  const views = await selectAdminOpeningViews({ db: ctx.db, openingIds: ids, now: ctx.now });

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet('ตำแหน่งงาน', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const view of views) {
    sheet.addRow({
      openingId: view.openingId,
      title: view.title,
      companyId: view.company.companyId,
      companyNameTh: view.company.companyNameTh,
      companyNameEn: view.company.companyNameEn,
      status: OPENING_STATUS_LABELS_TH[view.status],
      quota: view.quota,
      remainingQuota: view.remainingQuota,
      compensationAmount: view.compensationAmount,
      compensationType: view.compensationType?.name ?? '',
      openForCooperativeInternship: view.openForCooperativeInternship ? 'ใช่' : 'ไม่ใช่',
      tags: view.tags.map((tag) => tag.tagName).join(', '),
      officeName: view.officeName,
      officeAddress: [view.officeAddressLine1, view.officeAddressLine2].filter(Boolean).join(' '),
      startDate: view.startDate ? formatDate(view.startDate) : '',
      endDate: view.endDate ? formatDate(view.endDate) : '',
      publishedAt: view.publishedAt ? formatDateTime(view.publishedAt) : '',
      bookmarkCount: view.bookmarkCount,
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const fileName = `openings-session-${sessionId}.xlsx`;
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': contentDisposition(`ตำแหน่งงาน-${session.title}.xlsx`, 'attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}
