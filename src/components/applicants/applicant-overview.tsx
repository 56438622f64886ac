'use client';

import { CalendarClock, ListOrdered, Users } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import type { CompanySessionApplication } from '@/lib/applications';
import { datesFor } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useCurrentSession } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';

type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; items: CompanySessionApplication[] }
  | { status: 'notAnnounced' }
  | { status: 'error'; message: string };

/** The company's /applicant: per session of the chosen group, its openings with the current round's application counts. */
export function ApplicantOverview() {
  const t = useTranslations('ApplicantOverview');
  const { currentGroup } = useCurrentSession();
  if (!currentGroup) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={Users} title={t('noGroupTitle')} description={t('noGroupDescription')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} eyebrow={currentGroup.title} description={t('description', { round: currentGroup.currentRound })} />
      <div className="grid gap-8">
        {currentGroup.sessions.map((session) => (
          <SessionApplications key={session.sessionId} session={session} />
        ))}
      </div>
    </>
  );
}

type OverviewMessages = ReturnType<typeof useTranslations<'ApplicantOverview'>>;

const overviewColumns = (t: OverviewMessages): DataTableColumn<CompanySessionApplication>[] => [
  {
    id: 'title',
    header: t('columnOpening'),
    meta: { label: t('columnOpening'), hideable: false, className: 'min-w-48' },
    cell: ({ row: { original: item }, table }) => (
      <>
        <Link
          href={`/applicant/${item.openingId}/session/${(table.options.meta as { sessionId: number }).sessionId}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {item.title}
        </Link>
        {item.status === 'WITHDRAWN' ? (
          <Badge tone="neutral" className="ml-2">
            {t('withdrawn')}
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    id: 'quota',
    header: t('columnQuota'),
    meta: { label: t('columnQuota'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.quota,
  },
  {
    id: 'applicationCount',
    header: t('columnApplicants'),
    meta: { label: t('columnApplicants'), headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => t('applicantCount', { count: row.original.applicationCount }),
  },
  {
    id: 'isRankingSubmitted',
    header: t('columnRanking'),
    meta: { label: t('columnRanking') },
    cell: ({ row }) =>
      row.original.isRankingSubmitted ? (
        <Badge tone="success" dot>
          {t('rankingSubmitted')}
        </Badge>
      ) : (
        <Badge tone="warning" dot>
          {t('rankingNotSubmitted')}
        </Badge>
      ),
  },
  {
    id: 'rankingLink',
    header: () => <span className="sr-only">{t('columnLink')}</span>,
    meta: { label: t('columnLinkLabel') },
    cell: ({ row: { original: item }, table }) =>
      item.status === 'WITHDRAWN' ? null : (
        <Link
          href={`/applicant/${item.openingId}/session/${(table.options.meta as { sessionId: number }).sessionId}/ranking`}
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
          aria-label={t('rankAria', { title: item.title })}
        >
          <ListOrdered aria-hidden="true" className="size-4" /> {t('rank')}
        </Link>
      ),
  },
];

function SessionApplications({ session }: { session: SessionInfo }) {
  const t = useTranslations('ApplicantOverview');
  const { formatDateTime } = datesFor(useLocale());
  const columns = useMemo(() => overviewColumns(t), [t]);
  const loadError = t('loadError');
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const round = session.currentRound;

  useEffect(() => {
    const controller = new AbortController();
    apiCall('GET /sessions/{sessionId}/applications/{round}', {
      params: { sessionId: session.sessionId, round },
      query: { limit: 100, sortBy: 'createdAt' },
      signal: controller.signal,
    })
      .then((list) => setState({ status: 'ready', items: list.items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setState({ status: 'notAnnounced' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : loadError });
      });
    return () => controller.abort();
  }, [session.sessionId, round, attempt, loadError]);

  const headingId = `session-${session.sessionId}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {session.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-gray-600">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('dates', {
            announcement: formatDateTime(session.applicationAnnouncementDate),
            deadline: formatDateTime(session.companyRankingDeadline),
          })}
        </p>
      </div>
      {state.status === 'notAnnounced' ? (
        <EmptyState
          headingLevel="h3"
          icon={CalendarClock}
          title={t('notAnnouncedTitle')}
          description={t('notAnnouncedDescription', { round, date: formatDateTime(session.applicationAnnouncementDate) })}
        />
      ) : (
        <DataTable
          id="company-applicant-overview"
          caption={t('tableCaption', { session: session.title })}
          columns={columns}
          data={state.status === 'ready' ? state.items : []}
          getRowId={(item) => String(item.openingId)}
          tableMeta={{ sessionId: session.sessionId }}
          isLoading={state.status === 'loading'}
          error={state.status === 'error' ? state.message : null}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((current) => current + 1);
          }}
          empty={{ icon: Users, title: t('emptyTitle'), description: t('emptyDescription') }}
        />
      )}
    </section>
  );
}
