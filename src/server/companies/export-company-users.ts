import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import type { CompanyUserView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { listCompanyUsers } from './list-company-users';

/** GET /api/admin/companies/{companyId}/users/export: the company's users table, every page, through its own list verb. */
export async function exportCompanyUsers({
  ctx,
  companyId,
  format,
}: {
  ctx: Context;
  companyId: number;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'CompanyUsersExport' });
  return streamTableExport<CompanyUserView>({
    ctx,
    format,
    table: {
      fileName: `company-${companyId}-users`,
      thaiFileName: t('fileName', { companyId: String(companyId) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('username'), width: 24, value: (row) => row.username },
        { header: t('email'), width: 32, value: (row) => row.email },
        { header: t('status'), width: 12, value: (row) => (row.isActive ? t('active') : t('inactive')) },
        { header: t('platformUid'), width: 36, value: (row) => row.platformUid },
      ],
      batches: (db) => listPages((pagination) => listCompanyUsers({ ctx: { ...ctx, db: db as Database }, companyId, pagination })),
    },
  });
}
