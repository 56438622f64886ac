'use client';

import { Megaphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import { EVALUATION_KINDS, EVALUATION_STATES, type EvaluationRowView } from '@/lib/evaluations';
import type { List } from '@/lib/list';
import { nameIn } from '@/lib/names';
import { DataTable, type BulkAction, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { ReleaseEvaluationButton, SendEvaluationLinkButton, ViewEvaluationButton } from './evaluation-actions';
import { EvaluationStateBadge } from './evaluation-labels';

const ALL = 'all';
const URL_CONFIG: TableUrlConfig = { filterKeys: ['kind', 'state', 'released', 'search'] };

const rowIdOf = (row: EvaluationRowView) => (row.requestId !== null ? String(row.requestId) : `p-${row.studentId}-${row.kind}`);

type TableMessages = ReturnType<typeof useTranslations<'SessionEvaluationsTable'>>;
type LabelMessages = ReturnType<typeof useTranslations<'EvaluationLabels'>>;

const columnsOf = ({
  t,
  labels,
  locale,
  formatDate,
}: {
  t: TableMessages;
  labels: LabelMessages;
  locale: Locale;
  formatDate: (value: string | null) => string;
}): DataTableColumn<EvaluationRowView>[] => [
  {
    id: 'student',
    header: t('student'),
    meta: { label: t('student'), hideable: false, className: 'min-w-40' },
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.studentName}</span>
        <span className="text-xs text-gray-600">{row.original.studentId}</span>
      </div>
    ),
  },
  {
    id: 'company',
    header: t('companyOpening'),
    meta: { label: t('companyOpening'), className: 'min-w-44' },
    cell: ({ row }) => (
      <div className="grid">
        <span>{nameIn({ locale, th: row.original.companyName, en: row.original.companyNameEn })}</span>
        <span className="text-xs text-gray-600">{row.original.openingTitle}</span>
      </div>
    ),
  },
  { id: 'kind', header: t('form'), meta: { label: t('form') }, cell: ({ row }) => labels(`kind.${row.original.kind}`) },
  {
    id: 'state',
    header: t('state'),
    meta: { label: t('state') },
    cell: ({ row }) => (
      <div className="grid gap-1">
        <EvaluationStateBadge state={row.original.state} />
        {row.original.releasedAt ? <span className="text-xs text-success-800">{t('releasedToStudent')}</span> : null}
        {row.original.isMentorEmailChanged ? <span className="text-xs text-warning-800">{t('mentorEmailChanged')}</span> : null}
      </div>
    ),
  },
  {
    id: 'dueDate',
    header: t('dueDate'),
    meta: { label: t('dueDate'), className: 'whitespace-nowrap' },
    cell: ({ row }) => (row.original.dueDate ? formatDate(row.original.dueDate) : t('noInternshipDates')),
  },
  {
    id: 'mentor',
    header: t('mentor'),
    meta: { label: t('mentor'), className: 'min-w-40' },
    cell: ({ row }) => (
      <div className="grid">
        <span>{row.original.mentorName ?? '–'}</span>
        <span className="text-xs text-gray-600 [overflow-wrap:anywhere]">{row.original.mentorEmail ?? t('noEmail')}</span>
      </div>
    ),
  },
  {
    id: 'sends',
    header: t('sends'),
    meta: { label: t('sends'), className: 'whitespace-nowrap' },
    cell: ({ row }) =>
      row.original.sendCount === 0 ? (
        t('notSent')
      ) : (
        <div className="grid text-sm">
          <span>{t('sendCount', { count: row.original.sendCount })}</span>
          <span className="text-xs text-gray-600">{t('lastSent', { date: formatDate(row.original.sentAt) })}</span>
        </div>
      ),
  },
];

export function SessionEvaluationsTable({ sessionId, list }: { sessionId: number; list: List<EvaluationRowView> }) {
  const { get, update } = useQueryState();
  const router = useRouter();
  const t = useTranslations('SessionEvaluationsTable');
  const labels = useTranslations('EvaluationLabels');
  const locale = useLocale();
  const { formatDate } = datesFor(locale);
  const columns = columnsOf({ t, labels, locale, formatDate });
  const rowActions: RowAction<EvaluationRowView>[] = [
    (row) => <ViewEvaluationButton row={row} />,
    (row) => <ReleaseEvaluationButton row={row} />,
    (row) => (row.mentorEmail && row.dueDate ? <SendEvaluationLinkButton row={row} /> : null),
  ];
  const bulkActions: BulkAction[] = [
    {
      label: t('bulkRelease'),
      icon: Megaphone,
      tone: 'success',
      confirmTitle: (count) => t('bulkReleaseTitle', { count: String(count) }),
      confirmDescription: t('bulkReleaseDescription'),
      confirmLabel: t('release'),
      run: (target) =>
        apiCall('POST /admin/sessions/{sessionId}/evaluations/release', {
          params: { sessionId },
          body: { requestIds: 'ids' in target ? target.ids.map(Number) : [] },
        })
          .then(({ count }) => t('bulkReleased', { count }))
          .finally(() => router.refresh()),
    },
  ];
  const filter = (id: string, label: string, key: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={get(key) || ALL} onValueChange={(value) => update({ [key]: value === ALL ? null : value })}>
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
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            {t('search')}
          </span>
          <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        </div>
        {filter('filter-kind', t('form'), 'kind', [
          { value: ALL, label: t('allKinds') },
          ...EVALUATION_KINDS.map((kind) => ({ value: kind, label: labels(`kind.${kind}`) })),
        ])}
        {filter('filter-state', t('state'), 'state', [
          { value: ALL, label: t('allStates') },
          ...EVALUATION_STATES.map((state) => ({ value: state, label: labels(`state.${state}`) })),
        ])}
        {filter('filter-released', t('released'), 'released', [
          { value: ALL, label: t('noFilter') },
          { value: 'false', label: t('awaitingRelease') },
          { value: 'true', label: t('releasedOption') },
        ])}
      </div>
      <DataTable
        id="session-evaluations"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={rowIdOf}
        url={URL_CONFIG}
        rowNoun={t('rowNoun')}
        canSelectRow={(row) => row.state === 'SUBMITTED' && !row.releasedAt && row.requestId !== null}
        selectLabel={(row) => t('selectLabel', { kind: labels(`kind.${row.kind}`), student: row.studentName })}
        bulkActions={bulkActions}
        rowActions={rowActions}
        rowProps={(row) => ({
          'data-request-id': row.requestId === null ? undefined : String(row.requestId),
          'data-student-id': row.studentId,
        })}
        emptyFiltered={t('emptyFiltered')}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
      />
    </div>
  );
}
