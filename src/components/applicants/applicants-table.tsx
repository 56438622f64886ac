'use client';

import { studentNameIn } from '@/lib/student-profile';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ListMeta } from '@/lib/list';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ApplicationItem } from '@/lib/applications';

type TableMessages = ReturnType<typeof useTranslations<'ApplicantsTable'>>;

const columnsFor = (t: TableMessages, locale: Locale): DataTableColumn<ApplicationItem>[] => [
  {
    id: 'studentPreferenceRank',
    header: t('studentRank'),
    meta: { label: t('studentRank'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.studentPreferenceRank,
  },
  {
    id: 'name',
    header: t('name'),
    meta: { label: t('name'), hideable: false, className: 'min-w-44' },
    cell: ({ row: { original: item } }) => (
      <Link
        href={`/student/profile/${encodeURIComponent(item.profileToken)}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {studentNameIn({ locale, student: item })}
      </Link>
    ),
  },
  {
    id: 'studentId',
    header: t('studentId'),
    meta: { label: t('studentId'), className: 'tabular-nums' },
    cell: ({ row }) => row.original.studentId,
  },
  {
    id: 'email',
    header: t('email'),
    meta: { label: t('email') },
    cell: ({ row: { original: item } }) =>
      item.email ? (
        <a href={`mailto:${item.email}`} className="underline-offset-2 hover:underline">
          {item.email}
        </a>
      ) : (
        '–'
      ),
  },
  { id: 'phone', header: t('phone'), meta: { label: t('phone') }, cell: ({ row }) => row.original.phone ?? '–' },
  { id: 'lineId', header: 'LINE ID', meta: { label: 'LINE ID' }, cell: ({ row }) => row.original.lineId ?? '–' },
  {
    id: 'companyPreferenceRank',
    header: t('companyRank'),
    meta: { label: t('companyRank'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.companyPreferenceRank ?? '–',
  },
];

/** Applicants with contact details, each linking to the student's profile; ranks as the students and the company set them. */
export function ApplicantsTable({
  items,
  meta,
  caption,
  showCompanyRank = true,
}: {
  items: ApplicationItem[];
  meta?: ListMeta;
  caption: string;
  showCompanyRank?: boolean;
}) {
  const t = useTranslations('ApplicantsTable');
  const locale = useLocale();
  const columns = useMemo(() => columnsFor(t, locale), [t, locale]);
  return (
    <DataTable
      id="company-applicants"
      caption={caption}
      columns={showCompanyRank ? columns : columns.filter((column) => column.id !== 'companyPreferenceRank')}
      data={items}
      meta={meta}
      getRowId={(item) => String(item.applicationId)}
      emptyFiltered={t('empty')}
    />
  );
}
