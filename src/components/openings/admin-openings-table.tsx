'use client';

import { Ban, EyeOff, Send, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { nameIn } from '@/lib/names';
import type { AdminOpeningView } from '@/lib/openings';
import type { List } from '@/lib/list';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { Badge } from '@/components/ui/badge';
import { DataTable, type BulkAction, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { exportLink, numericBulkBody } from '@/components/ui/data-table-bulk';
import { apiCall } from '@/lib/api-call';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { AdminOpeningActions, type AdminOpeningAllowedActions } from './admin-opening-actions';
import { useFormatCompensation } from './compensation';

const formatCount = (value: number) => value.toLocaleString('th-TH');

/** An opening with what the admin may do to it, decided on the server (the lifecycle rules live there). */
export type AdminOpeningRow = AdminOpeningView & { sessionTitle: string; allowed: AdminOpeningAllowedActions };

export const ADMIN_OPENINGS_TABLE_URL: TableUrlConfig = { filterKeys: ['sessionId', 'status', 'sessionIds', 'search'] };

type TableMessages = ReturnType<typeof useTranslations<'AdminOpeningsTable'>>;

const columnsOf = ({
  t,
  locale,
  formatCompensation,
}: {
  t: TableMessages;
  locale: Locale;
  formatCompensation: ReturnType<typeof useFormatCompensation>;
}): DataTableColumn<AdminOpeningRow>[] => [
  {
    id: 'title',
    header: t('columns.title'),
    meta: { label: t('columns.title'), hideable: false, className: 'min-w-56' },
    cell: ({ row: { original: opening } }) => (
      <>
        <Link
          href={`/opening/${opening.openingId}/edit`}
          className="font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {opening.title}
        </Link>
        <p className="text-xs text-gray-600">
          #{opening.openingId} · {nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn })}
        </p>
      </>
    ),
  },
  {
    id: 'session',
    header: t('columns.session'),
    meta: { label: t('columns.session'), className: 'whitespace-nowrap' },
    cell: ({ row }) => row.original.sessionTitle,
  },
  {
    id: 'status',
    header: t('columns.status'),
    meta: { label: t('columns.status') },
    cell: ({ row }) => <OpeningStatusBadge status={row.original.status} />,
  },
  {
    id: 'quota',
    header: t('columns.quota'),
    meta: { label: t('columns.quota'), headClassName: 'text-right', className: 'text-right whitespace-nowrap tabular-nums' },
    cell: ({ row }) => `${formatCount(row.original.quota)} (${formatCount(row.original.remainingQuota)})`,
  },
  {
    id: 'compensation',
    header: t('columns.compensation'),
    meta: { label: t('columns.compensation'), className: 'whitespace-nowrap' },
    cell: ({ row }) => formatCompensation(row.original.compensationAmount, row.original.compensationType),
  },
  {
    id: 'bookmarkCount',
    header: t('columns.bookmarks'),
    meta: { label: t('columns.bookmarks'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => formatCount(row.original.bookmarkCount),
  },
  {
    id: 'isRankingSubmitted',
    header: t('columns.companyRanking'),
    meta: { label: t('columns.companyRanking') },
    cell: ({ row }) =>
      row.original.isRankingSubmitted ? <Badge tone="success">{t('submitted')}</Badge> : <Badge tone="neutral">{t('notSubmitted')}</Badge>,
  },
];

const rowActions: RowAction<AdminOpeningRow>[] = [
  (opening) => <AdminOpeningActions openingId={opening.openingId} title={opening.title} allowed={opening.allowed} compact />,
];

/** /opening (admin): every opening of the selected session group; filters and page live in the URL. */
export function AdminOpeningsTable({
  list,
  caption,
  isFiltered,
  sessionGroupId,
  currentRound,
}: {
  list: List<AdminOpeningRow>;
  caption: string;
  isFiltered: boolean;
  sessionGroupId: number;
  currentRound: number;
}) {
  const t = useTranslations('AdminOpeningsTable');
  const locale = useLocale();
  const formatCompensation = useFormatCompensation();
  const columns = useMemo(() => columnsOf({ t, locale, formatCompensation }), [t, locale, formatCompensation]);
  const router = useRouter();
  const params = { sessionGroupId };
  // The lifecycle decides on the server, row by row; one opening it refuses (named in the error) leaves every opening as it was.
  const lifecycle =
    (action: 'publish' | 'unpublish' | 'withdraw'): BulkAction['run'] =>
    (target) =>
      apiCall(`POST /admin/session-groups/{sessionGroupId}/openings/${action}`, {
        params,
        body: numericBulkBody(target),
        expectedStatuses: [200],
      })
        .then(({ count }) => t(`${action}.done`, { count }))
        .finally(() => router.refresh());
  const bulkActions: BulkAction[] = [
    {
      label: t('publish.label'),
      icon: Send,
      confirmTitle: (count) => t('publish.confirmTitle', { count }),
      confirmDescription: t('publish.confirmDescription'),
      run: lifecycle('publish'),
      supportsAllMatching: true,
    },
    {
      label: t('unpublish.label'),
      icon: EyeOff,
      confirmTitle: (count) => t('unpublish.confirmTitle', { count }),
      confirmDescription: t('unpublish.confirmDescription'),
      run: lifecycle('unpublish'),
      supportsAllMatching: true,
    },
    {
      label: t('withdraw.label'),
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => t('withdraw.confirmTitle', { count }),
      confirmDescription: t('withdraw.confirmDescription'),
      run: lifecycle('withdraw'),
      supportsAllMatching: true,
    },
    {
      label: t('unsubmit.label', { round: currentRound }),
      icon: Undo2,
      tone: 'error',
      confirmTitle: (count) => t('unsubmit.confirmTitle', { count, round: currentRound }),
      confirmDescription: t('unsubmit.confirmDescription'),
      confirmLabel: t('unsubmit.confirmLabel'),
      run: (target) =>
        apiCall('POST /admin/session-groups/{sessionGroupId}/openings/ranking/{round}/unsubmit', {
          params: { ...params, round: currentRound },
          body: numericBulkBody(target),
          expectedStatuses: [200],
        })
          .then(({ count }) => t('unsubmit.done', { count }))
          .finally(() => router.refresh()),
      supportsAllMatching: true,
    },
  ];
  return (
    <DataTable
      id="admin-openings"
      caption={caption}
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(opening) => String(opening.openingId)}
      url={ADMIN_OPENINGS_TABLE_URL}
      rowActions={rowActions}
      rowNoun={t('rowNoun')}
      bulkActions={bulkActions}
      exportHref={(format, query) => exportLink(`/admin/session-groups/${sessionGroupId}/openings`, format, query)}
      rowProps={() => ({ 'data-testid': 'admin-opening-row' })}
      emptyFiltered={isFiltered ? t('emptyFiltered') : t('empty')}
    />
  );
}
