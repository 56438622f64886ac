'use client';

import { BriefcaseBusiness } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { List } from '@/lib/list';
import { PLACEMENT_STATES, type PlacementView } from '@/lib/placements';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { PlacementStateBadge } from './placement-labels';

const ALL = 'all';
const URL_CONFIG: TableUrlConfig = { filterKeys: ['search', 'round', 'companyId', 'state'] };

function FilterSelect({
  id,
  label,
  param,
  options,
}: {
  id: string;
  label: string;
  param: string;
  options: { value: string; label: string }[];
}) {
  const { get, update } = useQueryState();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={get(param) || ALL} onValueChange={(value) => update({ [param]: value === ALL ? null : value, page: null })}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * The placements of a session (the admin's every one, or a company's own announced ones), filtered by round, company
 * and state and searched on the server; each row links to its page under `hrefOf`.
 */
export function PlacementTable({
  list,
  roundCount,
  companies,
  detailHref,
}: {
  list: List<PlacementView>;
  roundCount: number;
  /** The company filter's choices (admin only). */
  companies?: { companyId: number; companyName: string }[];
  /** The page of a placement: `${detailHref}/${studentId}`. */
  detailHref: string;
}) {
  const t = useTranslations('PlacementTable');
  const labels = useTranslations('PlacementLabels');
  const shared = useTranslations('Labels');
  const locale = useLocale();
  const { formatDate } = datesFor(locale);
  const roundLabel = (round: number) => shared('round', { round });
  const columns: DataTableColumn<PlacementView>[] = [
    {
      id: 'student',
      header: t('student'),
      meta: { label: t('student'), hideable: false },
      cell: ({ row: { original: placement } }) => (
        <div className="min-w-40">
          <Link
            href={`${detailHref}/${placement.studentId}`}
            className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {placement.studentName}
          </Link>
          <p className="text-xs text-gray-600">{placement.studentId}</p>
        </div>
      ),
    },
    {
      id: 'opening',
      header: t('companyOpening'),
      meta: { label: t('companyOpening'), className: 'text-sm' },
      cell: ({ row: { original: placement } }) => (
        <div className="min-w-48">
          <p>{nameIn({ locale, th: placement.companyName, en: placement.companyNameEn })}</p>
          <p className="text-xs text-gray-600">{placement.openingTitle}</p>
        </div>
      ),
    },
    {
      id: 'round',
      header: t('matchedRound'),
      meta: { label: t('matchedRound'), className: 'text-sm whitespace-nowrap' },
      cell: ({ row: { original: placement } }) => (
        <>
          <p>{roundLabel(placement.round)}</p>
          <p className="text-xs text-gray-600">{labels(`source.${placement.source}`)}</p>
        </>
      ),
    },
    {
      id: 'dates',
      header: t('dates'),
      meta: { label: t('dates'), className: 'text-sm whitespace-nowrap' },
      cell: ({ row: { original: placement } }) =>
        placement.startDate && placement.endDate ? (
          `${formatDate(placement.startDate)} – ${formatDate(placement.endDate)}`
        ) : (
          <span className="text-gray-500">{t('notSpecified')}</span>
        ),
    },
    {
      id: 'mentor',
      header: t('mentor'),
      meta: { label: t('mentor'), className: 'text-sm' },
      cell: ({ row: { original: placement } }) => placement.mentorName ?? <span className="text-gray-500">{t('notSpecified')}</span>,
    },
    { id: 'state', header: t('state'), meta: { label: t('state') }, cell: ({ row }) => <PlacementStateBadge state={row.original.state} /> },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            {t('search')}
          </span>
          <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        </div>
        <FilterSelect
          id="filter-round"
          label={t('roundFilter')}
          param="round"
          options={[
            { value: ALL, label: t('allRounds') },
            ...Array.from({ length: roundCount }, (_, index) => ({ value: String(index + 1), label: roundLabel(index + 1) })),
          ]}
        />
        {companies ? (
          <FilterSelect
            id="filter-company"
            label={t('company')}
            param="companyId"
            options={[
              { value: ALL, label: t('allCompanies') },
              ...companies.map((company) => ({ value: String(company.companyId), label: company.companyName })),
            ]}
          />
        ) : null}
        <FilterSelect
          id="filter-state"
          label={t('state')}
          param="state"
          options={[
            { value: ALL, label: t('allStates') },
            ...PLACEMENT_STATES.map((state) => ({ value: state, label: labels(`state.${state}`) })),
          ]}
        />
      </div>
      <DataTable
        id="placements"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(placement) => placement.studentId}
        url={URL_CONFIG}
        rowNoun={t('rowNoun')}
        empty={{ icon: BriefcaseBusiness, title: t('emptyTitle'), description: t('emptyDescription') }}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
