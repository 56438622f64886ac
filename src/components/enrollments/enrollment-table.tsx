'use client';

import { studentNameIn } from '@/lib/student-profile';
import { Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { ENROLLMENT_STATUSES } from '@/lib/labels';
import type { EnrollmentItem, EnrollmentList } from '@/lib/enrollments';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { AdminStudentRankingDialog } from '@/components/ranking/admin-student-ranking-dialog';
import { EnrollmentStatusBadge } from '@/components/status/status-badge';
import { Label } from '@/components/ui/label';
import { bulkBody, exportLink } from '@/components/ui/data-table-bulk';
import { apiCall } from '@/lib/api-call';
import { DataTable, type BulkAction, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL = 'all';
const SORTS = {
  'studentId-asc': 'studentIdAsc',
  'studentId-desc': 'studentIdDesc',
  'admissionYear-desc': 'admissionYearDesc',
  'admissionYear-asc': 'admissionYearAsc',
  'status-asc': 'statusAsc',
  'updatedAt-desc': 'updatedAtDesc',
} as const;

type EnrollmentTableMessages = ReturnType<typeof useTranslations<'EnrollmentTable'>>;
type LabelMessages = ReturnType<typeof useTranslations<'Labels'>>;

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

export const ENROLLMENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  filterKeys: ['search', 'status', 'admissionYears', 'round'],
};

function enrollmentColumns({
  sessionId,
  currentRound,
  t,
  labels,
  locale,
}: {
  sessionId: number;
  currentRound: number;
  t: EnrollmentTableMessages;
  labels: LabelMessages;
  locale: Locale;
}): DataTableColumn<EnrollmentItem>[] {
  const { formatDate } = datesFor(locale);
  return [
    {
      id: 'studentId',
      header: t('studentId'),
      meta: { label: t('studentId'), hideable: false, className: 'font-mono whitespace-nowrap tabular-nums' },
      cell: ({ row }) => row.original.student.studentId,
    },
    {
      id: 'name',
      header: t('name'),
      meta: { label: t('name'), className: 'min-w-44' },
      cell: ({ row: { original: item } }) => (
        <Link
          href={`/student/profile/${encodeURIComponent(item.student.profileToken)}`}
          className="text-gray-900 hover:text-brand-700 hover:underline"
        >
          {studentNameIn({ locale, student: item.student })}
        </Link>
      ),
    },
    {
      id: 'admissionYear',
      header: t('admissionYear'),
      meta: { label: t('admissionYear'), className: 'tabular-nums' },
      cell: ({ row }) => row.original.student.admissionYear,
    },
    {
      id: 'status',
      header: t('status'),
      meta: { label: t('status') },
      cell: ({ row }) => <EnrollmentStatusBadge status={row.original.status} />,
    },
    {
      id: 'assignedOpening',
      header: t('assignedOpening'),
      meta: { label: t('assignedOpening'), className: 'min-w-48' },
      cell: ({ row: { original: item } }) =>
        item.assignedOpening ? (
          <span className="grid">
            <span className="font-medium text-gray-900">{item.assignedOpening.title}</span>
            <span className="text-xs text-gray-600">
              {nameIn({ locale, th: item.assignedOpening.companyNameTh, en: item.assignedOpening.companyNameEn })}
              {item.matchedRound ? ` · ${labels('round', { round: item.matchedRound })}` : ''}
            </span>
          </span>
        ) : (
          <span className="text-gray-500">–</span>
        ),
    },
    {
      id: 'enrolledAt',
      header: t('enrolledAt'),
      meta: { label: t('enrolledAt'), className: 'whitespace-nowrap text-gray-600' },
      cell: ({ row }) => formatDate(row.original.enrolledAt),
    },
    {
      id: 'ranking',
      header: () => <span className="sr-only">{t('ranking')}</span>,
      meta: { label: t('ranking') },
      cell: ({ row: { original: item } }) =>
        item.status === 'PROFILE_EDIT_PENDING' ? null : (
          <AdminStudentRankingDialog
            sessionId={sessionId}
            round={currentRound}
            studentId={item.student.studentId}
            studentName={studentNameIn({ locale, student: item.student })}
          />
        ),
    },
  ];
}

/** The session's enrollments; every filter, the sort and the page live in the URL and are applied on the server. */
export function EnrollmentTable({
  list,
  admissionYears,
  roundCount,
  sessionId,
  currentRound,
}: {
  list: EnrollmentList;
  admissionYears: number[];
  roundCount: number;
  sessionId: number;
  currentRound: number;
}) {
  const t = useTranslations('EnrollmentTable');
  const labels = useTranslations('Labels');
  const locale = useLocale();
  const { get, update } = useQueryState();
  const router = useRouter();
  // The unsubmit endpoint's "all matching" is the rankings list's filter, not this table's, so it takes the ticked ids only.
  const bulkActions: BulkAction[] = [
    {
      label: t('unsubmit', { round: currentRound }),
      icon: Undo2,
      tone: 'error',
      confirmTitle: (count) => t('unsubmitTitle', { count, round: labels('round', { round: currentRound }) }),
      confirmDescription: t('unsubmitDescription'),
      confirmLabel: t('unsubmitConfirm'),
      run: (target) =>
        apiCall('POST /admin/sessions/{sessionId}/ranking/{round}/unsubmit', {
          params: { sessionId, round: currentRound },
          body: bulkBody(target),
          expectedStatuses: [200],
        })
          .then(({ count }) => t('unsubmitted', { count }))
          .finally(() => router.refresh()),
    },
  ];
  const columns = useMemo(
    () => enrollmentColumns({ sessionId, currentRound, t, labels, locale }),
    [sessionId, currentRound, t, labels, locale],
  );
  const sort = `${get('sortBy') || 'studentId'}-${get('order') || 'asc'}`;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            {t('search')}
          </span>
          <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        </div>
        <FilterSelect
          id="filter-status"
          label={t('status')}
          value={get('status') || ALL}
          onChange={(value) => update({ status: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allStatuses') },
            ...ENROLLMENT_STATUSES.map((status) => ({ value: status, label: labels(`enrollmentStatus.${status}`) })),
          ]}
        />
        <FilterSelect
          id="filter-admission-year"
          label={t('admissionYear')}
          value={get('admissionYears') || ALL}
          onChange={(value) => update({ admissionYears: value === ALL ? null : value })}
          options={[{ value: ALL, label: t('allYears') }, ...admissionYears.map((year) => ({ value: String(year), label: String(year) }))]}
        />
        <FilterSelect
          id="filter-round"
          label={t('matchedRound')}
          value={get('round') || ALL}
          onChange={(value) => update({ round: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('noFilter') },
            ...Array.from({ length: roundCount }, (_, index) => ({
              value: String(index + 1),
              label: labels('round', { round: index + 1 }),
            })),
          ]}
        />
        <FilterSelect
          id="filter-sort"
          label={t('sortBy')}
          value={sort in SORTS ? sort : 'studentId-asc'}
          onChange={(value) => {
            const [sortBy, order] = value.split('-');
            update({
              sortBy: sortBy === 'studentId' && order === 'asc' ? null : sortBy,
              order: sortBy === 'studentId' && order === 'asc' ? null : order,
            });
          }}
          options={Object.entries(SORTS).map(([value, label]) => ({ value, label: t(`sort.${label}`) }))}
        />
      </div>

      <DataTable
        id="session-enrollments"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(item) => item.student.studentId}
        url={ENROLLMENT_TABLE_URL}
        rowNoun={t('rowNoun')}
        bulkActions={bulkActions}
        exportHref={(format, query) => exportLink(`/admin/sessions/${sessionId}/enrollments`, format, query)}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
