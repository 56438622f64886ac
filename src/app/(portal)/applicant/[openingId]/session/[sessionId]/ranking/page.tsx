import { CalendarClock, ListOrdered, Lock } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { datesFor } from '@/lib/dates';
import { getCompanyOpeningRound } from '@/server/applications';
import { getCompanyRanking, getCompanyRankingDraft } from '@/server/company-rankings';
import { CompanyRankingBoard, SubmittedCompanyRankingView } from '@/components/applicants/company-ranking-board';
import { ClientMessages, type Namespace } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ApplicantRankingPage');
  return { title: t('title') };
}

/**
 * Every namespace the board's client components translate with: its own, and the shared ranking controls' (sortable
 * list, move buttons).
 */
const RANKING_NAMESPACES = ['CompanyRankingBoard', 'SortableRankList', 'MoveButtons'] satisfies Namespace[];

export default async function ApplicantRankingPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const [t, locale] = await Promise.all([getTranslations('ApplicantRankingPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const header = (
    <>
      <BackLink href={base}>{t('back')}</BackLink>
      <PageHeader
        title={t('title')}
        eyebrow={t('eyebrow', { opening: info.opening.title, session: info.session.title, round: info.round })}
        description={t('description', { deadline: formatDateTime(info.companyRankingDeadline) })}
      />
    </>
  );
  if (!info.isApplicationsAnnounced) {
    return (
      <>
        {header}
        <EmptyState
          icon={CalendarClock}
          title={t('notOpenTitle')}
          description={t('notOpenDescription', {
            from: formatDateTime(info.applicationAnnouncementDate),
            until: formatDateTime(info.companyRankingDeadline),
          })}
        />
      </>
    );
  }
  const [draft, ranking] = await Promise.all([
    getCompanyRankingDraft({ ctx, sessionId, openingId }),
    getCompanyRanking({ ctx, sessionId, openingId, round: info.round }),
  ]);
  const { applications } = draft;

  if (draft.isRankingSubmitted) {
    return (
      <>
        {header}
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <Badge tone="success" dot>
            {t('submittedAt', { date: formatDateTime(ranking.submittedAt) })}
          </Badge>
          <span className="text-sm text-gray-600">{t('submittedNote')}</span>
        </div>
        <ClientMessages namespaces={RANKING_NAMESPACES}>
          <SubmittedCompanyRankingView ranking={ranking} applications={applications} />
        </ClientMessages>
      </>
    );
  }
  if (applications.length === 0) {
    return (
      <>
        {header}
        <EmptyState icon={ListOrdered} title={t('noApplicantsTitle')} description={t('noApplicantsDescription')} />
      </>
    );
  }
  if (!draft.canEdit) {
    return (
      <>
        {header}
        <EmptyState
          icon={Lock}
          title={t('closedTitle')}
          description={
            draft.openingStatus === 'PUBLISHED'
              ? t('closedLate', { deadline: formatDateTime(info.companyRankingDeadline) })
              : t('closedStatus')
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <ClientMessages namespaces={RANKING_NAMESPACES}>
        <CompanyRankingBoard
          sessionId={sessionId}
          openingId={openingId}
          round={info.round}
          applications={applications}
          draftApplicationIds={draft.applicationIds}
          hasDraft={draft.hasDraft}
          companyRankingDeadline={draft.companyRankingDeadline}
        />
      </ClientMessages>
    </>
  );
}
