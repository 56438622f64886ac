import type { Database } from '@/db/client';
import type { OAuthClientView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<OAuthClientView>({
    ctx,
    format,
    table: {
      fileName: `oauth-clients-provider-${providerId}`,
      thaiFileName: `แอปพลิเคชัน-OAuth-${providerId}`,
      sheetName: 'แอปพลิเคชัน OAuth',
      columns: [
        { header: 'Client ID', width: 36, value: (row) => row.clientId },
        { header: 'ชื่อแอปพลิเคชัน', width: 30, value: (row) => row.clientDisplayName },
        { header: 'ประเภท', width: 14, value: (row) => (row.isConfidential ? 'confidential' : 'public') },
        { header: 'ขอบเขต', width: 30, value: (row) => row.scopes.join(' ') },
        { header: 'Redirect URLs', width: 40, value: (row) => row.redirectUrls.join(' ') },
      ],
      batches: (db) => listPages((pagination) => listClients({ ctx: { ...ctx, db: db as Database }, providerId, pagination })),
    },
  });
}
