import type { Metadata } from 'next';
import { adminCompanyListQuery, listAdminCompanies } from '@/server/companies';
import { uploadSpecOf } from '@/server/files';
import { parseSearchParams } from '@/server/validation';
import { AddCompanyDialog } from '@/components/companies/add-company-dialog';
import { CompanyTable } from '@/components/companies/company-table';
import { ImportCompaniesDialog } from '@/components/companies/import-companies-dialog';
import type { PageSearchParams } from '@/components/companies/search-params';
import { CompanyStatusFilter } from '@/components/companies/status-filter';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'บริษัท' };

export default async function CompanyListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const query = parseSearchParams(adminCompanyListQuery, await searchParams);
  const list = await listAdminCompanies({ ctx: access.ctx, query: { ...query, limit: 20 } });
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
      <CompanyTable list={list} />
    </>
  );
}
