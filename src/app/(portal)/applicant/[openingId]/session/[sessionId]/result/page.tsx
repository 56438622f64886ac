import { CalendarClock, Trophy } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { datesFor } from '@/lib/dates';
import { getCompanyOpeningRound, getOpeningResult } from '@/server/applications';
import { MatchedStudentsTable } from '@/components/applicants/matched-students-table';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ApplicantResultPage');
  return { title: t('title') };
}

export default async function ApplicantResultPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const [t, locale] = await Promise.all([getTranslations('ApplicantResultPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const result = info.isResultAnnounced ? await getOpeningResult({ ctx, sessionId, openingId, round: info.round }) : null;

  return (
    <>
      <BackLink href={base}>{t('back')}</BackLink>
      <PageHeader
        title={t('title')}
        eyebrow={t('eyebrow', { opening: info.opening.title, session: info.session.title, round: info.round })}
        description={t('description')}
      />
      {!result ? (
        <EmptyState
          icon={CalendarClock}
          title={t('notAnnouncedTitle')}
          description={t('notAnnouncedDescription', { round: info.round, date: formatDateTime(info.resultAnnouncementDate) })}
        />
      ) : result.items.length === 0 ? (
        <EmptyState icon={Trophy} title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700">{t('summary', { matched: result.items.length, quota: result.opening.quota })}</p>
          <ClientMessages namespaces={['MatchedStudentsTable']}>
            <MatchedStudentsTable caption={t('caption', { title: info.opening.title })} items={result.items} />
          </ClientMessages>
        </>
      )}
    </>
  );
}
