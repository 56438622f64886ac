import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminCompanyListQuery, listAdminCompanies } from '@/server/companies';
import { uploadSpecOf } from '@/server/files';
import { parseSearchParams } from '@/server/validation';
import { AddCompanyDialog } from '@/components/companies/add-company-dialog';
import { CompanyTable } from '@/components/companies/company-table';
import { ImportCompaniesDialog } from '@/components/companies/import-companies-dialog';
import type { PageSearchParams } from '@/components/companies/search-params';
import { CompanyStatusFilter } from '@/components/companies/status-filter';
import { ClientMessages, type Namespace } from '@/components/i18n/client-messages';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyListPage');
  return { title: t('title') };
}

/**
 * Every namespace the page's client components translate with, the import's file picker and check (the people area's
 * ImportFiles, FileUploadField) included.
 */
const CLIENT_NAMESPACES = [
  'CompanyStatus',
  'CompanyTable',
  'AddCompanyDialog',
  'ImportCompaniesDialog',
  'CompanyServerErrors',
  'ImportFiles',
  'FileUploadField',
  'UploadErrors',
] satisfies Namespace[];

export default async function CompanyListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const query = parseSearchParams(adminCompanyListQuery, await searchParams);
  const [list, t] = await Promise.all([
    listAdminCompanies({ ctx: access.ctx, query: { ...query, limit: 20 } }),
    getTranslations('CompanyListPage'),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ImportCompaniesDialog uploadSpec={uploadSpecOf('COMPANY_NAME_LIST_CSV')} />
            <AddCompanyDialog />
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} className="w-full sm:max-w-sm" />
        <CompanyStatusFilter />
      </div>
      <CompanyTable list={list} />
    </ClientMessages>
  );
}
