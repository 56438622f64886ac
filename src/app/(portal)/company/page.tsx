import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { COMPANY_SORT_KEYS, type CompanySortKey } from '@/lib/companies';
import { listAdminCompanies } from '@/server/companies';
import { uploadSpecOf } from '@/server/files';
import { AddCompanyDialog } from '@/components/companies/add-company-dialog';
import { CompanyLogo } from '@/components/companies/company-logo';
import { ActiveBadge } from '@/components/companies/company-status-badge';
import { ImportCompaniesDialog } from '@/components/companies/import-companies-dialog';
import { flattenSearchParams, positiveInteger, type PageSearchParams } from '@/components/companies/search-params';
import { SortHeader } from '@/components/companies/sort-header';
import { CompanyStatusFilter } from '@/components/companies/status-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'บริษัท' };

export default async function CompanyListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const params = flattenSearchParams(await searchParams);
  const sortBy = (COMPANY_SORT_KEYS as readonly string[]).includes(params.sortBy ?? '') ? (params.sortBy as CompanySortKey) : 'companyNameTh';
  const isActive = params.isActive === 'true' ? true : params.isActive === 'false' ? false : undefined;
  const list = await listAdminCompanies(access.ctx, {
    search: params.search?.slice(0, 200),
    isActive,
    sortBy,
    order: params.order === 'desc' ? 'desc' : 'asc',
    page: positiveInteger(params.page, 1),
    limit: 20,
  });
  // The default order is shown on its header too.
  const sortParams = { ...params, sortBy, order: params.order === 'desc' ? 'desc' : 'asc' };
  const isFiltered = Boolean(params.search) || isActive !== undefined;

  return (
    <>
      <PageHeader
        title="บริษัท"
        description="จัดการข้อมูลบริษัท บัญชีผู้ใช้ของบริษัท และสถานะการใช้งาน"
        actions={
          <>
            <ImportCompaniesDialog uploadSpec={uploadSpecOf('COMPANY_NAME_LIST_CSV')} />
            <AddCompanyDialog />
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label="ค้นหาบริษัท" placeholder="ค้นหาด้วยชื่อภาษาไทยหรืออังกฤษ" className="w-full sm:max-w-sm" />
        <CompanyStatusFilter />
      </div>
      {list.meta.totalItem === 0 && !isFiltered ? (
        <EmptyState icon={Building2} title="ยังไม่มีบริษัท" description="เพิ่มบริษัททีละรายการ หรือนำเข้ารายชื่อจากไฟล์ CSV" />
      ) : (
        <>
          <Table caption="รายชื่อบริษัท">
            <TableHeader>
              <TableRow>
                <SortHeader column="companyNameTh" label="บริษัท" pathname="/company" params={sortParams} />
                <TableHead>ประเภท / ขนาด</TableHead>
                <SortHeader column="companyUserCount" label="ผู้ใช้" pathname="/company" params={sortParams} />
                <TableHead>สถานะ</TableHead>
                <SortHeader column="createdAt" label="รหัส" pathname="/company" params={sortParams} className="hidden md:table-cell" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.items.length === 0 ? (
                <TableEmptyRow colSpan={5}>ไม่พบบริษัทที่ตรงกับเงื่อนไข ลองเปลี่ยนคำค้นหาหรือตัวกรองสถานะ</TableEmptyRow>
              ) : (
                list.items.map((company) => (
                  <TableRow key={company.companyId}>
                    <TableCell>
                      <div className="flex min-w-64 items-center gap-3">
                        <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} size="sm" />
                        <div className="min-w-0">
                          <Link href={`/company/${company.companyId}`} className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                            {company.companyNameTh}
                          </Link>
                          <p className="truncate text-xs text-gray-600">{company.companyNameEn}</p>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="text-sm">
                      <p>{company.companyType?.type ?? <span className="text-gray-500">ไม่ระบุประเภท</span>}</p>
                      <p className="text-xs text-gray-600">{company.companySize?.size ?? 'ไม่ระบุขนาด'}</p>
                    </TableCell>
                    <TableCell className="relative whitespace-nowrap">
                      <span className="font-medium">{company.activeCompanyUserCount.toLocaleString('th-TH')}</span>
                      <span className="text-gray-600"> / {company.companyUserCount.toLocaleString('th-TH')} คน</span>
                      <span className="sr-only"> (ใช้งานอยู่ / ทั้งหมด)</span>
                    </TableCell>
                    <TableCell>
                      <ActiveBadge isActive={company.isActive} />
                    </TableCell>
                    <TableCell className="hidden text-sm text-gray-600 md:table-cell">#{company.companyId}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <Pagination meta={list.meta} />
        </>
      )}
    </>
  );
}
