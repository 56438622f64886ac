import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import type { AdminCompanyView } from '@/lib/companies';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { listAdminCompanies, type AdminCompanyQuery } from './list-admin-companies';

/** GET /api/admin/companies/export: the companies table under its filter and sort, every page, through its own list verb. */
export async function exportAdminCompanies({
  ctx,
  query,
  format,
}: {
  ctx: Context;
  query: Omit<AdminCompanyQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'AdminCompaniesExport' });
  const { formatDateTime } = datesFor(locale);
  return streamTableExport<AdminCompanyView>({
    ctx,
    format,
    table: {
      fileName: 'companies',
      thaiFileName: t('fileName'),
      sheetName: t('sheetName'),
      columns: [
        { header: t('companyId'), width: 12, value: (row) => row.companyId },
        { header: t('companyNameTh'), width: 36, value: (row) => row.companyNameTh },
        { header: t('companyNameEn'), width: 36, value: (row) => row.companyNameEn },
        { header: t('province'), width: 18, value: (row) => row.province ?? null },
        { header: t('userCount'), width: 12, value: (row) => row.companyUserCount },
        { header: t('activeUserCount'), width: 14, value: (row) => row.activeCompanyUserCount },
        { header: t('status'), width: 12, value: (row) => (row.isActive ? t('active') : t('inactive')) },
        { header: t('createdAt'), width: 20, value: (row) => formatDateTime((row as { createdAt?: string | Date }).createdAt ?? null, '') },
      ],
      batches: (db) =>
        listPages((pagination) => listAdminCompanies({ ctx: { ...ctx, db: db as Database }, query: { ...query, ...pagination } })),
    },
  });
}
