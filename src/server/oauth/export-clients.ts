import { translatorFor } from '@/i18n/translator';
import type { Database } from '@/db/client';
import type { OAuthClientView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { downloadLocale, listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { listClients } from './list-clients';

/** GET /api/admin/oauth/providers/{providerId}/clients/export: the provider's OAuth clients table, every page, through its own list verb. */
export async function exportClients({
  ctx,
  providerId,
  format,
}: {
  ctx: Context;
  providerId: number;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'OAuthClientsExport' });
  return streamTableExport<OAuthClientView>({
    ctx,
    format,
    table: {
      fileName: `oauth-clients-provider-${providerId}`,
      thaiFileName: t('fileName', { providerId: String(providerId) }),
      sheetName: t('sheetName'),
      columns: [
        { header: 'Client ID', width: 36, value: (row) => row.clientId },
        { header: t('name'), width: 30, value: (row) => row.clientDisplayName },
        { header: t('type'), width: 14, value: (row) => (row.isConfidential ? 'confidential' : 'public') },
        { header: t('scopes'), width: 30, value: (row) => row.scopes.join(' ') },
        { header: 'Redirect URLs', width: 40, value: (row) => row.redirectUrls.join(' ') },
      ],
      batches: (db) => listPages((pagination) => listClients({ ctx: { ...ctx, db: db as Database }, providerId, pagination })),
    },
  });
}
