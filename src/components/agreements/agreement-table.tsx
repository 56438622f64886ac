'use client';

import { AGREEMENT_STATES, type AgreementView } from '@/lib/agreements';
import { BellRing, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { agreementList } from '@/lib/agreements';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { Locale } from '@/i18n/locales';
import { nameIn } from '@/lib/names';
import { exportLink } from '@/components/ui/data-table-bulk';
import { DataTable, type BulkAction, type BulkTarget, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { useQueryState } from '@/components/ui/use-query-state';
import { AgreementStateBadge } from './agreement-state-badge';

const ALL = 'all';

export const AGREEMENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  filterKeys: ['search', 'state', 'companyId'],
};

type TableMessages = ReturnType<typeof useTranslations<'AgreementTable'>>;

const columnsOf = ({
  t,
  locale,
  formatDateTime,
}: {
  t: TableMessages;
  locale: Locale;
  formatDateTime: (value: string | null) => string;
}): DataTableColumn<AgreementView>[] => [
  {
    id: 'studentId',
    header: t('studentId'),
    meta: { label: t('studentId'), hideable: false, className: 'font-mono whitespace-nowrap tabular-nums' },
    cell: ({ row }) => row.original.studentId,
  },
  { id: 'name', header: t('name'), meta: { label: t('name'), className: 'min-w-40' }, cell: ({ row }) => row.original.studentName },
  {
    id: 'company',
    header: t('companyOpening'),
    meta: { label: t('companyOpening'), className: 'min-w-48' },
    cell: ({ row: { original: item } }) => (
      <span className="grid">
        <span className="font-medium text-gray-900">{nameIn({ locale, th: item.companyName, en: item.companyNameEn })}</span>
        <span className="text-xs text-gray-600">{item.openingTitle}</span>
      </span>
    ),
  },
  {
    id: 'state',
    header: t('state'),
    meta: { label: t('state') },
    cell: ({ row: { original: item } }) => (
      <span className="grid gap-1">
        <AgreementStateBadge state={item.state} />
        {item.isEnded ? <span className="text-xs text-gray-600">{t('ended')}</span> : null}
        {!item.isAnnounced ? <span className="text-xs text-gray-600">{t('notAnnounced')}</span> : null}
      </span>
    ),
  },
  {
    id: 'sentAt',
    header: t('sentAt'),
    meta: { label: t('sentAt'), className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDateTime(row.original.sentAt),
  },
  {
    id: 'lastReminderAt',
    header: t('lastReminder'),
    meta: { label: t('lastReminder'), className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDateTime(row.original.lastReminderAt),
  },
  {
    id: 'links',
    header: () => <span className="sr-only">{t('documents')}</span>,
    meta: { label: t('documents') },
    cell: ({ row: { original: item } }) => {
      const base = `/api/admin/sessions/${item.sessionId}/placements/${encodeURIComponent(item.studentId)}/agreement`;
      return (
        <span className="flex flex-wrap gap-2 text-sm whitespace-nowrap">
          {item.sentAt ? (
            <a className="text-brand-700 hover:underline" href={`${base}/pdf`} target="_blank" rel="noopener">
              PDF
            </a>
          ) : null}
          {item.hasScan ? (
            <a className="text-brand-700 hover:underline" href={`${base}/scan`} target="_blank" rel="noopener">
              {t('scan')}
            </a>
          ) : null}
        </span>
      );
    },
  },
];

/** What a bulk send or reminder did, as a toast: how many, and why the others were left (the reasons as the API gives them). */
function bulkOutcome(
  t: TableMessages,
  done: 'sentCount' | 'remindedCount',
  result: { count: number; skipped: { studentId: string; reason: string }[] },
) {
  const title = t(done, { count: result.count });
  if (result.skipped.length === 0) return { title };
  const shown = result.skipped.slice(0, 3).map((skip) => `${skip.studentId}: ${skip.reason}`);
  const more = result.skipped.length > 3 ? t('more', { count: String(result.skipped.length - 3) }) : '';
  return { title, description: t('skipped', { count: String(result.skipped.length), shown: shown.join(' · '), more }) };
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
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

/** The session's agreements; the filters and the page live in the URL and are applied on the server. */
export function AgreementTable({
  list,
  companies,
  sessionId,
}: {
  list: z.infer<typeof agreementList>;
  companies: { companyId: number; companyName: string }[];
  sessionId: number;
}) {
  const { get, update } = useQueryState();
  const router = useRouter();
  const t = useTranslations('AgreementTable');
  const labels = useTranslations('AgreementLabels');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const columns = columnsOf({ t, locale, formatDateTime });
  const idsOf = (target: BulkTarget) => ('ids' in target ? target.ids : []);
  const bulkActions: BulkAction[] = useMemo(
    () => [
      {
        label: t('send'),
        icon: Send,
        confirmTitle: (count) => t('sendTitle', { count: String(count) }),
        confirmDescription: t('sendDescription'),
        confirmLabel: t('send'),
        run: (target) =>
          apiCall('POST /admin/sessions/{sessionId}/agreements/send', { params: { sessionId }, body: { studentIds: idsOf(target) } })
            .then((result) => bulkOutcome(t, 'sentCount', result))
            .finally(() => router.refresh()),
      },
      {
        label: t('remind'),
        icon: BellRing,
        confirmTitle: (count) => t('remindTitle', { count: String(count) }),
        confirmDescription: t('remindDescription'),
        confirmLabel: t('remindConfirm'),
        run: (target) =>
          apiCall('POST /admin/sessions/{sessionId}/agreements/remind', { params: { sessionId }, body: { studentIds: idsOf(target) } })
            .then((result) => bulkOutcome(t, 'remindedCount', result))
            .finally(() => router.refresh()),
      },
    ],
    [sessionId, router, t],
  );

  const sendAll = useMutationAction({
    action: () => apiCall('POST /admin/sessions/{sessionId}/agreements/send', { params: { sessionId }, body: { allNotSent: true } }),
    success: (result) => bulkOutcome(t, 'sentCount', result),
    failure: t('sendFailure'),
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            {t('search')}
          </span>
          <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        </div>
        <FilterSelect
          id="filter-state"
          label={t('state')}
          value={get('state') || ALL}
          onChange={(value) => update({ state: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allStates') },
            ...AGREEMENT_STATES.map((state) => ({ value: state, label: labels(`state.${state}`) })),
          ]}
        />
        <FilterSelect
          id="filter-company"
          label={t('company')}
          value={get('companyId') || ALL}
          onChange={(value) => update({ companyId: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allCompanies') },
            ...companies.map((company) => ({ value: String(company.companyId), label: company.companyName })),
          ]}
        />
        <ConfirmDialog
          title={t('sendAllTitle')}
          description={t('sendAllDescription')}
          confirmLabel={t('sendAllConfirm')}
          onConfirm={async () => {
            await sendAll.run();
          }}
          trigger={
            <Button>
              <Send aria-hidden="true" />
              {t('sendAll')}
            </Button>
          }
        />
      </div>
      <DataTable
        id="session-agreements"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(item) => item.studentId}
        url={AGREEMENT_TABLE_URL}
        rowNoun={t('rowNoun')}
        bulkActions={bulkActions}
        exportHref={(format, query) => exportLink(`/admin/sessions/${sessionId}/agreements`, format, query)}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
