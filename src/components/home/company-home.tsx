'use client';

import { Briefcase, Building2, FilePen, Plus, Send, Users } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { datesFor } from '@/lib/dates';
import type { CompanyHomeData } from '@/lib/home';
import { OPENING_STATUSES, type OpeningStatus } from '@/lib/labels';
import { nameIn } from '@/lib/names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/components/session/session-provider';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { QuickLinks } from './quick-links';
import { NextDeadline, RoundScheduleCard } from './round-timeline';
import { formatNumber } from './stacked-bar';
import { StatCard } from './stat-card';
import { NoSessionYet } from './no-session-yet';
import { useNow } from './use-now';
import { hasCome, instantOf } from '@/lib/deadline-rules';

export type CompanyHomeProps = CompanyHomeData & { now: string };

export function CompanyHome({ now: serverNow, company, openings, applications }: CompanyHomeProps) {
  const t = useTranslations('CompanyHome');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const now = useNow(serverNow);
  const { currentGroup, currentSession } = useCurrentSession();
  if (!currentGroup || !currentSession) return <NoSessionYet />;

  const inSession = openings.filter((entry) => entry.sessionId === currentSession.sessionId);
  const countOf = (status: OpeningStatus) => inSession.find((entry) => entry.status === status)?.count ?? 0;
  const quotaOf = (status: OpeningStatus) => inSession.find((entry) => entry.status === status)?.quota ?? 0;
  const total = inSession.reduce((sum, entry) => sum + entry.count, 0);
  const liveStatuses: OpeningStatus[] = ['PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'];
  const live = liveStatuses.reduce((sum, status) => sum + countOf(status), 0);
  const liveQuota = liveStatuses.reduce((sum, status) => sum + quotaOf(status), 0);
  const announcement = currentSession.applicationAnnouncementDate;
  const isApplicationsAnnounced = hasCome({ date: instantOf(announcement), now });
  const applicationCount =
    applications.find((entry) => entry.sessionId === currentSession.sessionId && entry.round === currentSession.currentRound)?.count ?? 0;

  return (
    <>
      <PageHeader
        eyebrow={t('yourCompany')}
        title={company ? nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn }) : t('homeTitle')}
        description={
          company ? t('descriptionWithCompany', { company: company.companyNameEn, session: currentSession.title }) : t('description')
        }
        actions={
          <Button asChild>
            <Link href="/opening">
              <Plus aria-hidden="true" />
              {t('manageOpenings')}
            </Link>
          </Button>
        }
      />

      <section aria-labelledby="company-overview">
        <h2 id="company-overview" className="sr-only">
          {t('figures')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <StatCard
            icon={Briefcase}
            label={t('totalOpenings')}
            value={formatNumber(total)}
            hint={t('draftCount', { count: formatNumber(countOf('DRAFT')) })}
          />
          <StatCard
            icon={Send}
            label={t('published')}
            value={formatNumber(live)}
            hint={t('quotaTotal', { count: formatNumber(liveQuota) })}
          />
          <StatCard
            className="col-span-2 sm:col-span-1"
            icon={Users}
            label={t('applicantsOfRound', { round: currentSession.currentRound })}
            value={isApplicationsAnnounced ? formatNumber(applicationCount) : '–'}
            hint={
              isApplicationsAnnounced
                ? t('activeApplications')
                : announcement
                  ? t('visibleFrom', { time: formatDateTime(announcement) })
                  : t('noAnnouncementDate')
            }
          />
        </div>
      </section>

      {/* Small screens: the next deadline right after the figures; from lg it heads the side column. */}
      <NextDeadline session={currentSession} now={now} audience="company_user" className="mt-6 lg:hidden" />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('byStatus')}</CardTitle>
              <CardDescription>{currentSession.title}</CardDescription>
            </CardHeader>
            <CardContent>
              {total === 0 ? (
                <EmptyState
                  icon={FilePen}
                  headingLevel="h3"
                  className="py-10"
                  title={t('noOpenings')}
                  description={t('noOpeningsDescription')}
                  action={
                    <Button asChild>
                      <Link href="/opening">
                        <Plus aria-hidden="true" />
                        {t('createOpening')}
                      </Link>
                    </Button>
                  }
                />
              ) : (
                <ul className="divide-y">
                  {OPENING_STATUSES.map((status) => (
                    <li key={status} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                      <OpeningStatusBadge status={status} size="md" />
                      <span className="text-sm text-gray-700">
                        {t.rich('statusCount', {
                          count: formatNumber(countOf(status)),
                          figure: (chunks) => <span className="text-base font-semibold text-gray-900 tabular-nums">{chunks}</span>,
                        })}
                        <span className="mx-2 text-gray-300" aria-hidden="true">
                          |
                        </span>
                        {t('statusQuota', { count: formatNumber(quotaOf(status)) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <section aria-labelledby="company-shortcuts">
            <h2 id="company-shortcuts" className="mb-3 text-base font-semibold text-gray-900">
              {t('shortcuts')}
            </h2>
            <QuickLinks
              className="lg:grid-cols-3"
              items={[
                { href: '/opening', title: t('openings'), description: t('openingsDescription'), icon: Briefcase },
                { href: '/applicant', title: t('applicants'), description: t('applicantsDescription'), icon: Users },
                { href: '/profile', title: t('profile'), description: t('profileDescription'), icon: Building2 },
              ]}
            />
          </section>
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <NextDeadline session={currentSession} now={now} audience="company_user" className="hidden lg:block" />
          <RoundScheduleCard session={currentSession} now={now} audience="company_user" subtitle={currentGroup.title} />
        </div>
      </div>
    </>
  );
}
