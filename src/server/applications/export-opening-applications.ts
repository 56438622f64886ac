import ExcelJS from 'exceljs';
import type { Messages } from '@/i18n/catalogues';
import { translatorFor } from '@/i18n/translator';
import type { CompanyContext } from '@/server/context';
import { contentDisposition } from '@/server/downloads';
import { downloadLocale } from '@/server/exports';
import { selectOpeningApplicationViews } from './application-view';
import { assertApplicationsAnnounced, findOwnOpening, loadSessionRound } from './round-scope';

type ColumnKey = keyof Messages['OpeningApplicationsExport'];

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's columns, their headers in the language of the download. */
function columnsIn(t: (key: ColumnKey) => string): { header: string; key: string; width: number }[] {
  return [
    { header: t('studentPreferenceRank'), key: 'studentPreferenceRank', width: 16 },
    { header: t('companyPreferenceRank'), key: 'companyPreferenceRank', width: 16 },
    { header: t('studentId'), key: 'studentId', width: 14 },
    { header: t('titleTh'), key: 'titleTh', width: 10 },
    { header: t('firstNameTh'), key: 'firstNameTh', width: 20 },
    { header: t('lastNameTh'), key: 'lastNameTh', width: 22 },
    { header: t('nameEn'), key: 'nameEn', width: 30 },
    { header: t('email'), key: 'email', width: 30 },
    { header: t('phone'), key: 'phone', width: 16 },
    { header: t('lineId'), key: 'lineId', width: 16 },
    { header: t('profileUrl'), key: 'profileUrl', width: 50 },
  ];
}

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}/excel: every ACTIVE
 * application of the company's own opening as an .xlsx sheet with headers in the language of the download, in the students'
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
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'OpeningApplicationsExport' });
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  const opening = await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  assertApplicationsAnnounced({ sessionRound, now: ctx.now });
  const { items } = await selectOpeningApplicationViews({ db: ctx.db, openingId, round, viewer: 'company' });

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet(t('sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnsIn(t);
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
      'content-disposition': contentDisposition(
        `${t('fileName', { opening: opening.title, round: String(round) })}.xlsx`,
        'attachment',
        fileName,
      ),
      'cache-control': 'no-store',
    },
  });
}
