import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { openings, sessions } from '@/db/schema';
import type { Messages } from '@/i18n/catalogues';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { contentDisposition } from '@/server/downloads';
import { downloadLocale } from '@/server/exports';
import { selectAdminOpeningViews } from './opening-view';

type ColumnKey = keyof Messages['OpeningsExport'];

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's columns, their headers in the language of the download. */
function columnsIn(t: (key: ColumnKey) => string): { header: string; key: string; width: number }[] {
  return [
    { header: t('openingId'), key: 'openingId', width: 14 },
    { header: t('title'), key: 'title', width: 36 },
    { header: t('companyId'), key: 'companyId', width: 12 },
    { header: t('companyNameTh'), key: 'companyNameTh', width: 32 },
    { header: t('companyNameEn'), key: 'companyNameEn', width: 32 },
    { header: t('status'), key: 'status', width: 18 },
    { header: t('quota'), key: 'quota', width: 12 },
    { header: t('remainingQuota'), key: 'remainingQuota', width: 12 },
    { header: t('compensationAmount'), key: 'compensationAmount', width: 16 },
    { header: t('compensationType'), key: 'compensationType', width: 18 },
    { header: t('openForCooperativeInternship'), key: 'openForCooperativeInternship', width: 12 },
    { header: t('tags'), key: 'tags', width: 30 },
    { header: t('officeName'), key: 'officeName', width: 28 },
    { header: t('officeAddress'), key: 'officeAddress', width: 40 },
    { header: t('startDate'), key: 'startDate', width: 16 },
    { header: t('endDate'), key: 'endDate', width: 16 },
    { header: t('publishedAt'), key: 'publishedAt', width: 22 },
    { header: t('bookmarkCount'), key: 'bookmarkCount', width: 14 },
  ];
}

/**
 * GET /api/admin/export/openings/{sessionId}: every opening of the session (any status) as an .xlsx
 * sheet with headers in the language of the download, one row each, in id order. Built from the same admin views as the table.
 */
export async function exportOpenings({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'OpeningsExport' });
  const labels = translatorFor({ locale, namespace: 'Labels' });
  const { formatDate, formatDateTime } = datesFor(locale);
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
  const sheet = workbook.addWorksheet(t('sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnsIn(t);
  sheet.getRow(1).font = { bold: true };
  for (const view of views) {
    sheet.addRow({
      openingId: view.openingId,
      title: view.title,
      companyId: view.company.companyId,
      companyNameTh: view.company.companyNameTh,
      companyNameEn: view.company.companyNameEn,
      status: labels(`openingStatus.${view.status}`),
      quota: view.quota,
      remainingQuota: view.remainingQuota,
      compensationAmount: view.compensationAmount,
      compensationType: view.compensationType?.name ?? '',
      openForCooperativeInternship: view.openForCooperativeInternship ? t('yes') : t('no'),
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
      'content-disposition': contentDisposition(`${t('fileName', { session: session.title })}.xlsx`, 'attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}
