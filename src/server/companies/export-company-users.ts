import type { Database } from '@/db/client';
import type { CompanyUserView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<CompanyUserView>({
    ctx,
    format,
    table: {
      fileName: `company-${companyId}-users`,
      thaiFileName: `ผู้ใช้บริษัท-${companyId}`,
      sheetName: 'ผู้ใช้บริษัท',
      columns: [
        { header: 'ชื่อผู้ใช้', width: 24, value: (row) => row.username },
        { header: 'อีเมล', width: 32, value: (row) => row.email },
        { header: 'สถานะ', width: 12, value: (row) => (row.isActive ? 'ใช้งาน' : 'ปิดใช้งาน') },
        { header: 'รหัสผู้ใช้ในระบบ', width: 36, value: (row) => row.platformUid },
      ],
      batches: (db) => listPages((pagination) => listCompanyUsers({ ctx: { ...ctx, db: db as Database }, companyId, pagination })),
    },
  });
}
