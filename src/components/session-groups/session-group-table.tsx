'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import type { SessionGroupList, SessionGroupView } from '@/lib/session-groups';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

type TableMessages = ReturnType<typeof useTranslations<'SessionGroupTable'>>;
type LabelMessages = ReturnType<typeof useTranslations<'Labels'>>;

function groupColumns({
  t,
  labels,
  locale,
}: {
  t: TableMessages;
  labels: LabelMessages;
  locale: Locale;
}): DataTableColumn<SessionGroupView>[] {
  const { formatDate, formatDateTime } = datesFor(locale);
  return [
    {
      id: 'title',
      header: t('group'),
      meta: { label: t('group'), hideable: false, className: 'min-w-52' },
      cell: ({ row: { original: group } }) => (
        <Link
          href={`/session-group/${group.sessionGroupId}`}
          className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {group.title}
        </Link>
      ),
    },
    {
      id: 'currentRound',
      header: t('currentRound'),
      meta: { label: t('currentRound'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: group } }) => (
        <>
          <Badge tone="brand">{labels('round', { round: group.currentRound })}</Badge>
          <span className="ml-2 text-xs text-gray-600">{t('ofRounds', { count: group.rounds.length })}</span>
        </>
      ),
    },
    {
      id: 'sessions',
      header: t('sessions'),
      meta: { label: t('sessions'), className: 'min-w-48' },
      cell: ({ row: { original: group } }) =>
        group.sessions.length === 0 ? (
          <span className="text-gray-600">{t('none')}</span>
        ) : (
          <ul className="grid gap-0.5">
            {group.sessions.map((session) => (
              <li key={session.sessionId}>
                <Link href={`/session/${session.sessionId}`} className="hover:text-brand-700 hover:underline">
                  {session.title}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'studentRankingDeadline',
      header: t('studentRankingDeadline'),
      meta: { label: t('studentRankingDeadline'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: group } }) => formatDateTime(currentRoundOf(group)?.studentRankingDeadline),
    },
    {
      id: 'resultAnnouncementDate',
      header: t('resultAnnouncementDate'),
      meta: { label: t('resultAnnouncementDate'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: group } }) => formatDateTime(currentRoundOf(group)?.resultAnnouncementDate),
    },
    {
      id: 'createdAt',
      header: t('createdAt'),
      meta: { label: t('createdAt'), className: 'whitespace-nowrap text-gray-600' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
  ];
}

function currentRoundOf(group: SessionGroupView) {
  return group.rounds.find((round) => round.round === group.currentRound);
}

export function SessionGroupTable({ list }: { list: SessionGroupList }) {
  const t = useTranslations('SessionGroupTable');
  const labels = useTranslations('Labels');
  const locale = useLocale();
  const columns = useMemo(() => groupColumns({ t, labels, locale }), [t, labels, locale]);
  return (
    <DataTable
      id="admin-session-groups"
      caption={t('caption')}
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(group) => String(group.sessionGroupId)}
      emptyFiltered={t('empty')}
    />
  );
}
