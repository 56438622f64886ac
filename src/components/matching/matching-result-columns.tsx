import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/locales';
import type { MatchingResultItem } from '@/lib/matching';
import { nameIn, personNameIn } from '@/lib/names';

/** The student's name in the page's language, else in the other. */
const nameOf = (row: MatchingResultItem, locale: Locale) =>
  personNameIn({
    locale,
    th: { firstName: row.firstNameTh, lastName: row.lastNameTh },
    en: { firstName: row.firstNameEn, lastName: row.lastNameEn },
  }) || '–';

/** The results table's columns, in the page's language. */
export function useMatchingResultColumns(): DataTableColumn<MatchingResultItem>[] {
  const t = useTranslations('MatchingResultColumns');
  const labels = useTranslations('MatchingLabels');
  const locale = useLocale();
  return useMemo(
    () => [
      {
        id: 'studentId',
        header: t('studentId'),
        meta: { label: t('studentId'), hideable: false, className: 'font-mono' },
        cell: ({ row }) => row.original.studentId,
      },
      { id: 'name', header: t('name'), meta: { label: t('name'), className: 'min-w-40' }, cell: ({ row }) => nameOf(row.original, locale) },
      {
        id: 'opening',
        header: t('opening'),
        meta: { label: t('opening'), className: 'min-w-48' },
        cell: ({ row: { original: row } }) =>
          row.openingId ? (
            `${nameIn({ locale, th: row.companyNameTh, en: row.companyNameEn })} · ${row.openingTitle}`
          ) : (
            <Badge tone="warning">{t('unmatched')}</Badge>
          ),
      },
      {
        id: 'source',
        header: t('source'),
        meta: { label: t('source') },
        cell: ({ row }) => (
          <Badge tone={row.original.source === 'ALGORITHM' ? 'neutral' : 'info'}>{labels(`source.${row.original.source}`)}</Badge>
        ),
      },
    ],
    [t, labels, locale],
  );
}
