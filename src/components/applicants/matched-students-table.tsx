'use client';

import { studentNameIn } from '@/lib/student-profile';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ApplicationItem } from '@/lib/applications';

type TableMessages = ReturnType<typeof useTranslations<'MatchedStudentsTable'>>;

export type MatchedStudent = Pick<
  ApplicationItem,
  | 'studentId'
  | 'profileToken'
  | 'titleTh'
  | 'firstNameTh'
  | 'lastNameTh'
  | 'firstNameEn'
  | 'lastNameEn'
  | 'email'
  | 'phone'
  | 'lineId'
  | 'companyPreferenceRank'
> & { source: string };

const columnsFor = (t: TableMessages, locale: Locale): DataTableColumn<MatchedStudent>[] => [
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
  { id: 'email', header: t('email'), meta: { label: t('email') }, cell: ({ row }) => row.original.email ?? '–' },
  { id: 'phone', header: t('phone'), meta: { label: t('phone') }, cell: ({ row }) => row.original.phone ?? '–' },
  { id: 'lineId', header: 'LINE ID', meta: { label: 'LINE ID' }, cell: ({ row }) => row.original.lineId ?? '–' },
  {
    id: 'companyPreferenceRank',
    header: t('companyRank'),
    meta: { label: t('companyRank'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.companyPreferenceRank ?? '–',
  },
  {
    id: 'source',
    header: t('source'),
    meta: { label: t('source') },
    cell: ({ row }) =>
      row.original.source === 'MANUAL' ? (
        <Badge tone="info">{t('sourceManual')}</Badge>
      ) : row.original.source === 'OFFER' ? (
        <Badge tone="info">{t('sourceOffer')}</Badge>
      ) : (
        <Badge tone="success">{t('sourceMatching')}</Badge>
      ),
  },
];

/** The students matched to one of the company's openings, with their contact details. */
export function MatchedStudentsTable({ items, caption }: { items: MatchedStudent[]; caption: string }) {
  const t = useTranslations('MatchedStudentsTable');
  const locale = useLocale();
  const columns = useMemo(() => columnsFor(t, locale), [t, locale]);
  return <DataTable id="company-matched-students" caption={caption} columns={columns} data={items} getRowId={(item) => item.studentId} />;
}
