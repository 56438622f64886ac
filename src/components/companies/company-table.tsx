'use client';

import { Ban, Building2, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiCall } from '@/lib/api-call';
import { nameIn } from '@/lib/names';
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

type TableMessages = ReturnType<typeof useTranslations<'CompanyTable'>>;

const columnsFor = (t: TableMessages, locale: Locale): DataTableColumn<AdminCompanyView>[] => [
  {
    id: 'companyNameTh',
    header: t('company'),
    enableSorting: true,
    meta: { label: t('company'), hideable: false },
    cell: ({ row: { original: company } }) => (
      <div className="flex min-w-56 items-center gap-3">
        <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} label={t('logo', { name: company.companyNameEn })} size="sm" />
        <div className="min-w-0">
          <Link
            href={`/company/${company.companyId}`}
            className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn })}
          </Link>
          <p className="text-xs text-gray-600" lang={locale === 'en' ? 'th' : undefined}>
            {locale === 'en' ? company.companyNameTh : company.companyNameEn}
          </p>
        </div>
      </div>
    ),
  },
  {
    id: 'typeAndSize',
    header: t('typeAndSize'),
    meta: { label: t('typeAndSize'), className: 'text-sm' },
    cell: ({ row: { original: company } }) => (
      <>
        <p>{company.companyType?.type ?? <span className="text-gray-500">{t('noType')}</span>}</p>
        <p className="text-xs text-gray-600">{company.companySize?.size ?? t('noSize')}</p>
      </>
    ),
  },
  {
    id: 'companyUserCount',
    header: t('users'),
    enableSorting: true,
    meta: { label: t('users'), className: 'whitespace-nowrap' },
    cell: ({ row: { original: company } }) => (
      <>
        <span className="font-medium">{company.activeCompanyUserCount.toLocaleString('th-TH')}</span>
        <span className="text-gray-600">{t('userTotal', { total: company.companyUserCount.toLocaleString('th-TH') })}</span>
        <span className="sr-only">{t('userCountHint')}</span>
      </>
    ),
  },
  {
    id: 'isActive',
    header: t('status'),
    meta: { label: t('status') },
    cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} />,
  },
  {
    id: 'createdAt',
    header: t('id'),
    enableSorting: true,
    meta: { label: t('id'), className: 'text-sm text-gray-600' },
    cell: ({ row }) => `#${row.original.companyId}`,
  },
];

async function setCompaniesActive(target: BulkTarget, action: 'enable' | 'disable', t: TableMessages): Promise<string> {
  const body = bulkBody(target);
  const { count } = await apiCall(action === 'enable' ? 'POST /admin/companies/enable' : 'POST /admin/companies/disable', {
    body: 'ids' in body ? { ids: body.ids.map(Number) } : body,
    expectedStatuses: [200],
  });
  return t(action === 'enable' ? 'enabledMany' : 'disabledMany', { count });
}

/** /company: every company of the current search and status filter, sorted and paged on the server. */
export function CompanyTable({ list }: { list: AdminCompanyList }) {
  const t = useTranslations('CompanyTable');
  const locale = useLocale();
  const columns = useMemo(() => columnsFor(t, locale), [t, locale]);
  const router = useRouter();
  const bulkActions: BulkAction[] = [
    {
      label: t('enable'),
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => t('enableTitle', { count }),
      confirmDescription: t('enableDescription'),
      run: (target) => setCompaniesActive(target, 'enable', t).finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    {
      label: t('disable'),
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => t('disableTitle', { count }),
      confirmDescription: t('disableDescription'),
      run: (target) => setCompaniesActive(target, 'disable', t).finally(() => router.refresh()),
      supportsAllMatching: true,
    },
  ];
  return (
    <DataTable
      id="admin-companies"
      caption={t('caption')}
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(company) => String(company.companyId)}
      url={COMPANY_TABLE_URL}
      rowNoun={t('rowNoun')}
      bulkActions={bulkActions}
      exportHref={(format, query) => exportLink('/admin/companies', format, query)}
      empty={{ icon: Building2, title: t('emptyTitle'), description: t('emptyDescription') }}
      emptyFiltered={t('emptyFiltered')}
    />
  );
}
