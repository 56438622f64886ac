'use client';

import { Ban, Building2, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { apiCall } from '@/lib/api-call';
import { COMPANY_SORT_KEYS, type AdminCompanyList, type AdminCompanyView } from '@/lib/companies';
import { DataTable, type BulkAction, type BulkTarget, type DataTableColumn } from '@/components/ui/data-table';
import { bulkBody, exportLink } from '@/components/ui/data-table-bulk';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { CompanyLogo } from './company-logo';
import { ActiveBadge } from './company-status-badge';

export const COMPANY_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'companyNameTh', desc: false },
  sortKeys: COMPANY_SORT_KEYS,
  filterKeys: ['search', 'isActive'],
};

const columns: DataTableColumn<AdminCompanyView>[] = [
  {
    id: 'companyNameTh',
    header: 'บริษัท',
    enableSorting: true,
    meta: { label: 'บริษัท', hideable: false },
    cell: ({ row: { original: company } }) => (
      <div className="flex min-w-56 items-center gap-3">
        <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} size="sm" />
        <div className="min-w-0">
          <Link
            href={`/company/${company.companyId}`}
            className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {company.companyNameTh}
          </Link>
          <p className="text-xs text-gray-600">{company.companyNameEn}</p>
        </div>
      </div>
    ),
  },
  {
    id: 'typeAndSize',
    header: 'ประเภท / ขนาด',
    meta: { label: 'ประเภท / ขนาด', className: 'text-sm' },
    cell: ({ row: { original: company } }) => (
      <>
        <p>{company.companyType?.type ?? <span className="text-gray-500">ไม่ระบุประเภท</span>}</p>
        <p className="text-xs text-gray-600">{company.companySize?.size ?? 'ไม่ระบุขนาด'}</p>
      </>
    ),
  },
  {
    id: 'companyUserCount',
    header: 'ผู้ใช้',
    enableSorting: true,
    meta: { label: 'ผู้ใช้', className: 'whitespace-nowrap' },
    cell: ({ row: { original: company } }) => (
      <>
        <span className="font-medium">{company.activeCompanyUserCount.toLocaleString('th-TH')}</span>
        <span className="text-gray-600"> / {company.companyUserCount.toLocaleString('th-TH')} คน</span>
        <span className="sr-only"> (ใช้งานอยู่ / ทั้งหมด)</span>
      </>
    ),
  },
  { id: 'isActive', header: 'สถานะ', meta: { label: 'สถานะ' }, cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} /> },
  {
    id: 'createdAt',
    header: 'รหัส',
    enableSorting: true,
    meta: { label: 'รหัส', className: 'text-sm text-gray-600' },
    cell: ({ row }) => `#${row.original.companyId}`,
  },
];

async function setCompaniesActive(target: BulkTarget, action: 'enable' | 'disable'): Promise<string> {
  const body = bulkBody(target);
  const { count } = await apiCall(action === 'enable' ? 'POST /admin/companies/enable' : 'POST /admin/companies/disable', {
    body: 'ids' in body ? { ids: body.ids.map(Number) } : body,
    expectedStatuses: [200],
  });
  return `${action === 'enable' ? 'เปิดการใช้งาน' : 'ปิดการใช้งาน'}บริษัท ${count.toLocaleString('th-TH')} บริษัทแล้ว`;
}

/** /company: every company of the current search and status filter, sorted and paged on the server. */
export function CompanyTable({ list }: { list: AdminCompanyList }) {
  const router = useRouter();
  const bulkActions: BulkAction[] = [
    {
      label: 'เปิดการใช้งาน',
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => `เปิดการใช้งานบริษัท ${count} บริษัท?`,
      confirmDescription: 'ผู้ใช้ของบริษัทที่เลือกจะเข้าสู่ระบบและใช้งานได้ตามปกติ',
      run: (target) => setCompaniesActive(target, 'enable').finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    {
      label: 'ปิดการใช้งาน',
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => `ปิดการใช้งานบริษัท ${count} บริษัท?`,
      confirmDescription: 'ผู้ใช้ทุกคนของบริษัทที่เลือกจะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดอีกครั้ง',
      run: (target) => setCompaniesActive(target, 'disable').finally(() => router.refresh()),
      supportsAllMatching: true,
    },
  ];
  return (
    <DataTable
      id="admin-companies"
      caption="รายชื่อบริษัท"
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(company) => String(company.companyId)}
      url={COMPANY_TABLE_URL}
      rowNoun="บริษัท"
      bulkActions={bulkActions}
      exportHref={(format, query) => exportLink('/admin/companies', format, query)}
      empty={{ icon: Building2, title: 'ยังไม่มีบริษัท', description: 'เพิ่มบริษัททีละรายการ หรือนำเข้ารายชื่อจากไฟล์ CSV' }}
      emptyFiltered="ไม่พบบริษัทที่ตรงกับเงื่อนไข ลองเปลี่ยนคำค้นหาหรือตัวกรองสถานะ"
    />
  );
}
