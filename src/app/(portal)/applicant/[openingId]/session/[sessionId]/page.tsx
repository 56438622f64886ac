import { CalendarClock, CalendarDays, Download, ListOrdered, Trophy, Users } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { datesFor } from '@/lib/dates';
import { getCompanyOpeningRound, listOpeningApplications } from '@/server/applications';
import { paginationQuery, parseSearchParams } from '@/server/validation';
import { ApplicantsTable } from '@/components/applicants/applicants-table';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OpeningApplicantsPage');
  return { title: t('metaTitle') };
}

const PAGE_SIZE = 20;

export default async function OpeningApplicantsPage({
  params,
  searchParams,
}: {
  params: Promise<{ openingId: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const [t, locale] = await Promise.all([getTranslations('OpeningApplicantsPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const list = info.isApplicationsAnnounced
    ? await listOpeningApplications({
        ctx,
        sessionId,
        openingId,
        round: info.round,
        pagination: { page: parseSearchParams(paginationQuery, await searchParams).page, limit: PAGE_SIZE },
      })
    : null;

  return (
    <>
      <BackLink href="/applicant">{t('back')}</BackLink>
      <PageHeader
        title={info.opening.title}
        eyebrow={t('eyebrow', { session: info.session.title, round: info.round })}
        description={t('description', { deadline: formatDateTime(info.companyRankingDeadline) })}
        actions={
          <>
            {list && list.meta.totalItem > 0 ? (
              <Button asChild variant="outline">
                <a href={`/api/sessions/${sessionId}/openings/${openingId}/applications/${info.round}/excel`} download>
                  <Download aria-hidden="true" />
                  {t('downloadExcel')}
                </a>
              </Button>
            ) : null}
            <Button asChild variant="solid">
              <Link href={`${base}/ranking`}>
                <ListOrdered aria-hidden="true" />
                {t('rankApplicants')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`${base}/interviews`}>
                <CalendarDays aria-hidden="true" />
                {t('interviews')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`${base}/result`}>
                <Trophy aria-hidden="true" />
                {t('result')}
              </Link>
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-2">
        {info.isRankingSubmitted ? (
          <Badge tone="success" dot>
            {t('submitted', { round: info.round })}
          </Badge>
        ) : (
          <Badge tone="warning" dot>
            {t('notSubmitted', { round: info.round })}
          </Badge>
        )}
        {list ? <Badge tone="info">{t('applicantCount', { count: list.meta.totalItem })}</Badge> : null}
      </div>
      {!list ? (
        <EmptyState
          icon={CalendarClock}
          title={t('notAnnouncedTitle')}
          description={t('notAnnouncedDescription', { round: info.round, date: formatDateTime(info.applicationAnnouncementDate) })}
        />
      ) : list.items.length === 0 ? (
        <EmptyState icon={Users} title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <ClientMessages namespaces={['ApplicantsTable']}>
          <ApplicantsTable items={list.items} meta={list.meta} caption={t('caption', { title: info.opening.title })} />
        </ClientMessages>
      )}
    </>
  );
}
