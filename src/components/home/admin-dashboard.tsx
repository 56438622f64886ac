'use client';

import { Briefcase, Building2, ChartColumn, GraduationCap, Layers, ListChecks, UserCheck, Users } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import type { AdminDashboardData } from '@/lib/home';
import { ENROLLMENT_STATUSES, OPENING_STATUSES, type EnrollmentStatus, type OpeningStatus } from '@/lib/labels';
import type { SessionGroupDashboard } from '@/lib/session-groups';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/components/session/session-provider';
import { Spinner } from '@/components/ui/spinner';
import { DonutChart } from './donut-chart';
import { QuickLinks } from './quick-links';
import { NextDeadline, RoundScheduleCard } from './round-timeline';
import { formatNumber, StackedBar } from './stacked-bar';
import { StatCard } from './stat-card';
import { useNow } from './use-now';

export type AdminDashboardProps = AdminDashboardData & { now: string };

export const ENROLLMENT_BAR_COLOURS: Record<EnrollmentStatus, string> = {
  PROFILE_EDIT_PENDING: 'bg-warning-600',
  RANKING_PENDING: 'bg-info-600',
  RANKING_SUBMITTED: 'bg-brand-600',
  MATCHING_SUCCESS: 'bg-success-600',
  MATCHING_FAILED: 'bg-error-600',
};

const sumOf = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((sum, value) => sum + (value ?? 0), 0);
const percentFormat = new Intl.NumberFormat('th-TH', { style: 'percent', maximumFractionDigits: 0 });
const shareOf = (part: number, whole: number) => (whole > 0 ? percentFormat.format(part / whole) : '–');
// A student has ranked this round once they submitted; a result means they had.
const RANKED_STATUSES: EnrollmentStatus[] = ['RANKING_SUBMITTED', 'MATCHING_SUCCESS', 'MATCHING_FAILED'];

/** The chosen group's figures: the server's for the default group, fetched (once per group) for another. */
function useGroupDashboard(sessionGroupId: number | undefined, initial: SessionGroupDashboard | null) {
  const [loaded, setLoaded] = useState<Record<number, SessionGroupDashboard>>(() => (initial ? { [initial.sessionGroupId]: initial } : {}));
  const [failure, setFailure] = useState<{ sessionGroupId: number; message: string } | null>(null);
  const dashboard = sessionGroupId === undefined ? null : (loaded[sessionGroupId] ?? null);
  useEffect(() => {
    if (sessionGroupId === undefined || dashboard) return;
    const controller = new AbortController();
    apiCall('GET /admin/session-groups/{sessionGroupId}/dashboard', { params: { sessionGroupId }, signal: controller.signal })
      .then((answer) => setLoaded((previous) => ({ ...previous, [answer.sessionGroupId]: answer })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure({ sessionGroupId, message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [sessionGroupId, dashboard]);
  return { dashboard, error: failure && failure.sessionGroupId === sessionGroupId ? failure.message : null };
}
// Openings students can see or that went further than publishing.
const LIVE_OPENING_STATUSES: OpeningStatus[] = ['PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'];

export function AdminDashboard({ now: serverNow, activeStudentCount, activeCompanyCount, initialDashboard }: AdminDashboardProps) {
  const t = useTranslations('AdminDashboard');
  const labels = useTranslations('Labels');
  const now = useNow(serverNow);
  const { currentGroup, currentSession } = useCurrentSession();
  const { dashboard, error } = useGroupDashboard(currentGroup?.sessionGroupId, initialDashboard);

  if (!currentGroup || !currentSession) {
    return (
      <>
        <PageHeader title={t('title')} description={t('descriptionNoGroup')} />
        <EmptyState
          icon={Layers}
          title={t('noGroup')}
          description={t('noGroupDescription')}
          action={
            <Button asChild>
              <Link href="/session-group">{t('goToGroups')}</Link>
            </Button>
          }
        />
      </>
    );
  }

  const studentRankings = dashboard?.studentRankings ?? [];
  const companyRankings = dashboard?.companyRankings ?? [];
  const enrolledInGroup = studentRankings.reduce((sum, entry) => sum + entry.total, 0);
  const matchedInGroup = studentRankings.reduce((sum, entry) => sum + entry.byStatus.MATCHING_SUCCESS, 0);
  const liveOpenings = companyRankings.reduce(
    (sum, entry) => sum + LIVE_OPENING_STATUSES.reduce((inner, status) => inner + entry.byStatus[status], 0),
    0,
  );
  const liveQuota = companyRankings.reduce(
    (sum, entry) => sum + LIVE_OPENING_STATUSES.reduce((inner, status) => inner + entry.quotaByStatus[status], 0),
    0,
  );
  const figure = (value: number) => (dashboard ? formatNumber(value) : '–');

  return (
    <>
      <PageHeader
        eyebrow={`${currentGroup.title} · ${labels('round', { round: currentGroup.currentRound })}`}
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="cancel">
              <Link href={`/session-group/${currentGroup.sessionGroupId}`}>{t('manageGroup')}</Link>
            </Button>
            <Button asChild>
              <Link href="/report">
                <ChartColumn aria-hidden="true" />
                {t('viewReports')}
              </Link>
            </Button>
          </>
        }
      />

      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          {t('figures')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard
            icon={GraduationCap}
            label={t('activeStudents')}
            value={formatNumber(activeStudentCount)}
            hint={t('activeStudentsHint')}
          />
          <StatCard
            icon={Building2}
            label={t('activeCompanies')}
            value={formatNumber(activeCompanyCount)}
            hint={t('activeCompaniesHint')}
          />
          <StatCard
            icon={Users}
            label={t('enrolledStudents')}
            value={figure(enrolledInGroup)}
            hint={t('matchedHint', { count: figure(matchedInGroup) })}
          />
          <StatCard
            icon={Briefcase}
            label={t('liveOpenings')}
            value={figure(liveOpenings)}
            hint={t('quotaTotal', { count: figure(liveQuota) })}
          />
        </div>
      </section>

      {/* Small screens: the next deadline right after the figures; from lg it heads the side column. */}
      <NextDeadline session={currentSession} now={now} audience="admin" className="mt-6 lg:hidden" />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          {!dashboard ? (
            <Card>
              <CardContent className="flex min-h-40 items-center justify-center gap-3 text-sm text-gray-700" aria-live="polite">
                {error ? (
                  <p role="alert" className="text-error-700">
                    {t('loadFailed', { error })}
                  </p>
                ) : (
                  <>
                    <Spinner />
                    {t('loading')}
                  </>
                )}
              </CardContent>
            </Card>
          ) : (
            <>
              <Card>
                <CardHeader>
                  <CardTitle>{t('studentRankings')}</CardTitle>
                  <CardDescription>{t('studentRankingsDescription', { round: dashboard.currentRound })}</CardDescription>
                </CardHeader>
                <CardContent>
                  {studentRankings.length === 0 ? (
                    <p className="rounded-xl border border-dashed bg-gray-50 px-4 py-3 text-sm text-gray-600">{t('noSessions')}</p>
                  ) : (
                    <ul className="grid gap-6">
                      {studentRankings.map((entry) => {
                        const ranked = RANKED_STATUSES.reduce((sum, status) => sum + entry.byStatus[status], 0);
                        const segments = ENROLLMENT_STATUSES.map((status) => ({
                          key: status,
                          label: labels(`enrollmentStatus.${status}`),
                          value: entry.byStatus[status],
                          colour: ENROLLMENT_BAR_COLOURS[status],
                        }));
                        return (
                          <li key={entry.sessionId} className="flex flex-col gap-4 sm:flex-row sm:items-center">
                            <DonutChart
                              label={t('studentDonutLabel', { session: entry.title })}
                              segments={[
                                { key: 'ranked', label: t('ranked'), value: ranked, colour: 'bg-brand-600' },
                                { key: 'waiting', label: t('notSubmitted'), value: entry.total - ranked, colour: 'bg-gray-300' },
                              ]}
                              centre={shareOf(ranked, entry.total)}
                              centreCaption={t('ranked')}
                              className="self-center sm:self-auto"
                            />
                            <div className="grid min-w-0 flex-1 gap-2.5">
                              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                                <h3 className="text-sm font-semibold text-gray-900">
                                  <Link
                                    href={`/session/${entry.sessionId}`}
                                    className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                                  >
                                    {entry.title}
                                  </Link>
                                </h3>
                                <p className="text-xs text-gray-600">
                                  {t.rich('submittedOf', {
                                    submitted: formatNumber(ranked),
                                    total: formatNumber(entry.total),
                                    figure: (chunks) => <span className="font-semibold text-gray-900 tabular-nums">{chunks}</span>,
                                  })}
                                </p>
                              </div>
                              {entry.total > 0 ? (
                                <StackedBar label={t('studentBarLabel', { session: entry.title })} segments={segments} />
                              ) : (
                                <p className="rounded-xl border border-dashed bg-gray-50 px-4 py-3 text-sm text-gray-600">
                                  {t('noStudents')}
                                </p>
                              )}
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle>{t('companyRankings')}</CardTitle>
                  <CardDescription>{t('companyRankingsDescription')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-5 sm:grid-cols-2">
                    {companyRankings.map((entry) => {
                      const expected = entry.submitted + entry.notSubmitted;
                      return (
                        <li key={entry.sessionId} className="flex items-center gap-4 rounded-xl border p-4">
                          <DonutChart
                            label={t('companyDonutLabel', { session: entry.title })}
                            unit={t('openingsUnit')}
                            segments={[
                              { key: 'submitted', label: t('ranked'), value: entry.submitted, colour: 'bg-success-600' },
                              { key: 'not-submitted', label: t('notSubmitted'), value: entry.notSubmitted, colour: 'bg-warning-600' },
                            ]}
                            centre={shareOf(entry.submitted, expected)}
                            centreCaption={t('submitted')}
                            className="size-28"
                          />
                          <div className="grid min-w-0 gap-1.5">
                            <h3 className="text-sm font-semibold text-gray-900">{entry.title}</h3>
                            <p className="flex items-center gap-2 text-xs text-gray-700">
                              <span aria-hidden="true" className="size-2.5 rounded-sm bg-success-600" />
                              {t.rich('rankedOpenings', {
                                count: formatNumber(entry.submitted),
                                figure: (chunks) => <span className="font-semibold text-gray-900 tabular-nums">{chunks}</span>,
                              })}
                            </p>
                            <p className="flex items-center gap-2 text-xs text-gray-700">
                              <span aria-hidden="true" className="size-2.5 rounded-sm bg-warning-600" />
                              {t.rich('notSubmittedOpenings', {
                                count: formatNumber(entry.notSubmitted),
                                figure: (chunks) => <span className="font-semibold text-gray-900 tabular-nums">{chunks}</span>,
                              })}
                            </p>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </CardContent>
                <CardContent className="border-t px-0 pt-0 pb-2 sm:px-0">
                  {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
                  <div
                    className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                    tabIndex={0}
                    role="region"
                    aria-label={t('tableLabel')}
                  >
                    <table className="w-full min-w-[36rem] text-sm">
                      <caption className="sr-only">{t('tableCaption')}</caption>
                      <thead>
                        <tr className="border-b bg-gray-50 text-left text-xs text-gray-600">
                          <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
                            {t('session')}
                          </th>
                          {OPENING_STATUSES.map((status) => (
                            <th key={status} scope="col" className="px-3 py-2.5 text-right font-medium whitespace-nowrap">
                              {labels(`openingStatus.${status}`)}
                            </th>
                          ))}
                          <th scope="col" className="px-5 py-2.5 text-right font-medium sm:px-6">
                            {t('total')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {companyRankings.map((entry) => (
                          <tr key={entry.sessionId} className="border-b last:border-b-0">
                            <th scope="row" className="min-w-44 px-5 py-3 text-left font-medium text-gray-900 sm:px-6">
                              {entry.title}
                            </th>
                            {OPENING_STATUSES.map((status) => (
                              <td key={status} className="px-3 py-3 text-right text-gray-800 tabular-nums">
                                {formatNumber(entry.byStatus[status])}
                              </td>
                            ))}
                            <td className="px-5 py-3 text-right font-semibold text-gray-900 tabular-nums sm:px-6">
                              {formatNumber(sumOf(entry.byStatus))}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </CardContent>
              </Card>
            </>
          )}
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <NextDeadline session={currentSession} now={now} audience="admin" className="hidden lg:block" />
          <RoundScheduleCard session={currentSession} now={now} audience="admin" subtitle={currentGroup.title} />
        </div>
      </div>

      <section aria-labelledby="admin-shortcuts" className="mt-8">
        <h2 id="admin-shortcuts" className="mb-3 text-base font-semibold text-gray-900">
          {t('shortcuts')}
        </h2>
        <QuickLinks
          className="lg:grid-cols-4"
          items={[
            { href: '/student', title: t('students'), description: t('studentsDescription'), icon: GraduationCap },
            { href: '/company', title: t('companies'), description: t('companiesDescription'), icon: Building2 },
            { href: '/opening', title: t('openings'), description: t('openingsDescription'), icon: ListChecks },
            {
              href: `/session/${currentSession.sessionId}/${currentSession.currentRound}/matching`,
              title: t('matching'),
              description: t('matchingDescription', { session: currentSession.title }),
              icon: UserCheck,
            },
          ]}
        />
      </section>
    </>
  );
}
