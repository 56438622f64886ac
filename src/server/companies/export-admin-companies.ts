import type { Database } from '@/db/client';
import type { AdminCompanyView } from '@/lib/companies';
import { formatDateTime } from '@/lib/dates';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<AdminCompanyView>({
    ctx,
    format,
    table: {
      fileName: 'companies',
      thaiFileName: 'บริษัท',
      sheetName: 'บริษัท',
      columns: [
        { header: 'รหัสบริษัท', width: 12, value: (row) => row.companyId },
        { header: 'ชื่อบริษัท (ไทย)', width: 36, value: (row) => row.companyNameTh },
        { header: 'ชื่อบริษัท (อังกฤษ)', width: 36, value: (row) => row.companyNameEn },
        { header: 'จังหวัด', width: 18, value: (row) => row.province ?? null },
        { header: 'ผู้ใช้ทั้งหมด', width: 12, value: (row) => row.companyUserCount },
        { header: 'ผู้ใช้ที่ใช้งานได้', width: 14, value: (row) => row.activeCompanyUserCount },
        { header: 'สถานะ', width: 12, value: (row) => (row.isActive ? 'ใช้งาน' : 'ปิดใช้งาน') },
        { header: 'สร้างเมื่อ', width: 20, value: (row) => formatDateTime((row as { createdAt?: string | Date }).createdAt ?? null, '') },
      ],
      batches: (db) =>
        listPages((pagination) => listAdminCompanies({ ctx: { ...ctx, db: db as Database }, query: { ...query, ...pagination } })),
    },
  });
}
