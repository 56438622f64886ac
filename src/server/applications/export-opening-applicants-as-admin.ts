import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import type { ApplicationView } from './application-view';
import { listOpeningApplicationsAsAdmin } from './list-opening-applications-as-admin';

type ApplicantRow = ApplicationView;

/** GET /api/admin/openings/{openingId}/applications/{round}/export: the opening's applicants of the round, every page, through its own list verb. */
export async function exportOpeningApplicantsAsAdmin({
  ctx,
  openingId,
  round,
  format,
}: {
  ctx: Context;
  openingId: number;
  round: number;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'AdminOpeningApplicantsExport' });
  const { formatDateTime } = datesFor(locale);
  return streamTableExport<ApplicantRow>({
    ctx,
    format,
    table: {
      fileName: `applicants-opening-${openingId}-round-${round}`,
      thaiFileName: t('fileName', { openingId: String(openingId), round: String(round) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.studentId },
        { header: t('name'), width: 30, value: (row) => joinName(row.titleTh, row.firstNameTh, row.lastNameTh) },
        { header: t('email'), width: 30, value: (row) => row.email },
        { header: t('phone'), width: 16, value: (row) => row.phone },
        { header: t('studentPreferenceRank'), width: 16, value: (row) => row.studentPreferenceRank },
        { header: t('companyPreferenceRank'), width: 16, value: (row) => row.companyPreferenceRank },
        { header: t('appliedAt'), width: 20, value: (row) => formatDateTime(row.createdAt, '') },
      ],
      batches: (db) =>
        listPages((pagination) => listOpeningApplicationsAsAdmin({ ctx: { ...ctx, db: db as Database }, openingId, round, pagination })),
    },
  });
}
