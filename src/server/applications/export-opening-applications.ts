import ExcelJS from 'exceljs';
import type { CompanyContext } from '@/server/context';
import { contentDisposition } from '@/server/downloads';
import { selectOpeningApplicationViews } from './application-view';
import { assertApplicationsAnnounced, findOwnOpening, loadSessionRound } from './round-scope';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'ลำดับที่นิสิตเลือก', key: 'studentPreferenceRank', width: 16 },
  { header: 'ลำดับที่บริษัทเลือก', key: 'companyPreferenceRank', width: 16 },
  { header: 'รหัสนิสิต', key: 'studentId', width: 14 },
  { header: 'คำนำหน้า', key: 'titleTh', width: 10 },
  { header: 'ชื่อ', key: 'firstNameTh', width: 20 },
  { header: 'นามสกุล', key: 'lastNameTh', width: 22 },
  { header: 'ชื่อ (อังกฤษ)', key: 'nameEn', width: 30 },
  { header: 'อีเมล', key: 'email', width: 30 },
  { header: 'โทรศัพท์', key: 'phone', width: 16 },
  { header: 'LINE ID', key: 'lineId', width: 16 },
  { header: 'โปรไฟล์', key: 'profileUrl', width: 50 },
];

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}/excel: every ACTIVE
 * application of the company's own opening as an .xlsx sheet with Thai headers, in the students'
 * preference order; same rules as the JSON list. `origin` makes the profile links absolute.
 */
export async function exportOpeningApplications({
  ctx,
  sessionId,
  openingId,
  round,
  origin,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  round: number;
  origin: string;
}): Promise<Response> {
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  const opening = await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  assertApplicationsAnnounced({ sessionRound, now: ctx.now });
  const { items } = await selectOpeningApplicationViews({ db: ctx.db, openingId, round, viewer: 'company' });

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet('ผู้สมัคร', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow({
      studentPreferenceRank: item.studentPreferenceRank,
      companyPreferenceRank: item.companyPreferenceRank ?? '',
      studentId: item.studentId,
      titleTh: item.titleTh ?? '',
      firstNameTh: item.firstNameTh ?? '',
      lastNameTh: item.lastNameTh ?? '',
      nameEn: [item.titleEn, item.firstNameEn, item.lastNameEn].filter(Boolean).join(' '),
      email: item.email ?? '',
      phone: item.phone ?? '',
      lineId: item.lineId ?? '',
      profileUrl: `${origin}/student/profile/${encodeURIComponent(item.profileToken)}`,
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const fileName = `applications-opening-${openingId}-round-${round}.xlsx`;
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': contentDisposition(`ผู้สมัคร-${opening.title}-รอบ-${round}.xlsx`, 'attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}
