'use client';

import { Briefcase, CircleCheck, Heart, ListOrdered, PartyPopper, TriangleAlert, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { StudentHomeData } from '@/lib/home';
import { nameIn } from '@/lib/names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/components/session/session-provider';
import { EnrollmentStatusBadge } from '@/components/status/status-badge';
import { QuickLinks } from './quick-links';
import { NextDeadline, RoundScheduleCard } from './round-timeline';
import { formatNumber } from './stacked-bar';
import { NoSessionYet } from './no-session-yet';
import { useNow } from './use-now';
import { hasCome, instantOf } from '@/lib/deadline-rules';

export type StudentHomeProps = {
  now: string;
  displayName: string;
  enrollments: StudentHomeData['enrollments'];
};

export function StudentHome({ now: serverNow, displayName, enrollments }: StudentHomeProps) {
  const t = useTranslations('StudentHome');
  const locale = useLocale();
  const labels = useTranslations('Labels');
  const now = useNow(serverNow);
  const { currentGroup, currentSession } = useCurrentSession();
  if (!currentGroup || !currentSession) return <NoSessionYet />;
  const enrollment = enrollments.find((entry) => entry.sessionId === currentSession.sessionId);
  const isAnnounced = hasCome({ date: instantOf(currentSession.openingAnnouncementDate), now });

  return (
    <>
      <PageHeader eyebrow={t('welcomeBack')} title={t('hello', { name: displayName })} description={t('description')} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div>
                <p className="text-sm text-gray-600">
                  {currentGroup.title} · {labels('round', { round: currentSession.currentRound })}
                </p>
                <CardTitle className="mt-0.5 text-xl">{currentSession.title}</CardTitle>
              </div>
              {enrollment ? <EnrollmentStatusBadge status={enrollment.status} size="md" className="mt-2 sm:mt-0" /> : null}
            </CardHeader>
            <CardContent className="grid gap-5">
              {currentSession.description ? <p className="text-sm text-gray-700">{currentSession.description}</p> : null}

              {enrollment?.status === 'MATCHING_SUCCESS' && enrollment.assignedOpening ? (
                <div className="flex gap-3 rounded-xl border border-success-200 bg-success-50 p-4">
                  <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-success-800">{t('guidance.MATCHING_SUCCESS')}</p>
                    <p className="mt-1 text-sm text-gray-800">
                      <Link
                        href={`/opening/${enrollment.assignedOpening.openingId}/session/${currentSession.sessionId}`}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {enrollment.assignedOpening.title}
                      </Link>{' '}
                      · {nameIn({ locale, th: enrollment.assignedOpening.companyNameTh, en: enrollment.assignedOpening.companyNameEn })}
                    </p>
                  </div>
                </div>
              ) : enrollment?.status === 'PROFILE_EDIT_PENDING' ? (
                <div className="flex flex-col gap-3 rounded-xl border border-warning-200 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <p className="flex gap-3 text-sm text-warning-800">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                    {t('guidance.PROFILE_EDIT_PENDING')}
                  </p>
                  <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
                    <Link href="/profile">{t('editProfile')}</Link>
                  </Button>
                </div>
              ) : enrollment ? (
                <p className="flex gap-3 rounded-xl border bg-gray-50 p-4 text-sm text-gray-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {t(`guidance.${enrollment.status}`)}
                </p>
              ) : null}

              <NextDeadline session={currentSession} now={now} audience="student" />

              <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">{t('canApply')}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">
                    {t('applicationRange', {
                      min: String(currentSession.minimumApplicationPerStudent),
                      max: String(currentSession.maximumApplicationPerStudent),
                    })}
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">{t('minimumCompanies')}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">
                    {t('companyCount', { count: String(currentSession.minimumUniqueCompanyCountPerStudent) })}
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">{t('type')}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">
                    {currentSession.openForCooperativeInternship ? t('withCooperative') : t('internship')}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <section aria-labelledby="student-shortcuts">
            <h2 id="student-shortcuts" className="mb-3 text-base font-semibold text-gray-900">
              {t('shortcuts')}
            </h2>
            <QuickLinks
              items={[
                {
                  href: '/opening',
                  title: t('openings'),
                  description: isAnnounced ? t('openingsDescription') : t('openingsNotYet'),
                  icon: Briefcase,
                },
                {
                  href: '/favorite',
                  title: t('favorites'),
                  description: t('favoritesDescription', { count: formatNumber(enrollment?.bookmarkCount ?? 0) }),
                  icon: Heart,
                },
                {
                  href: '/ranking',
                  title: t('ranking'),
                  description:
                    enrollment && enrollment.submittedCount > 0
                      ? t('rankingSubmitted', { count: formatNumber(enrollment.submittedCount) })
                      : t('rankingDraft', { count: formatNumber(enrollment?.draftCount ?? 0) }),
                  icon: ListOrdered,
                },
                { href: '/profile', title: t('profile'), description: t('profileDescription'), icon: UserRound },
              ]}
            />
          </section>
        </div>

        <RoundScheduleCard session={currentSession} now={now} audience="student" className="self-start" />
      </div>
    </>
  );
}
