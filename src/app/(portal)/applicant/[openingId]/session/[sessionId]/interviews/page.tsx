import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { getCalendarFeedStatus, listOpeningInterviews } from '@/server/interviews';
import { ClientMessages, type Namespace } from '@/components/i18n/client-messages';
import { CalendarFeedCard } from '@/components/interviews/calendar-feed-card';
import { CompanyInterviewSlots } from '@/components/interviews/company-interview-slots';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ApplicantInterviewsPage');
  return { title: t('title') };
}

/**
 * The company's interview slots for one of its openings in the group's current round (docs/interviews.md). Like the
 * other applicant screens it is the company's own; an admin manages slots through the admin endpoints or by acting
 * as the company user.
 */
/**
 * The namespaces of the interview cards' client components, which the interviews area's catalogue holds; ClientMessages
 * skips a namespace no catalogue has.
 */
const INTERVIEW_NAMESPACES = [
  'Labels',
  'CompanyInterviewSlots',
  'CompanySlotDialog',
  'CompanySlotErrors',
  'InterviewSlot',
  'CalendarFeedCard',
] satisfies Namespace[];

export default async function ApplicantInterviewsPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const t = await getTranslations('ApplicantInterviewsPage');
  const [view, feed] = await Promise.all([
    listOpeningInterviews({ ctx, openingId, sessionId, query: {} }).catch(orNotFound),
    getCalendarFeedStatus({ ctx }),
  ]);

  return (
    <>
      <BackLink href={base}>{t('back')}</BackLink>
      <PageHeader
        title={t('title')}
        eyebrow={t('eyebrow', { opening: view.openingTitle, round: view.round })}
        description={t('description')}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ClientMessages namespaces={INTERVIEW_NAMESPACES}>
          <CompanyInterviewSlots sessionId={sessionId} view={view} now={ctx.now.toISOString()} />
          <CalendarFeedCard status={feed} description={t('feedDescription')} />
        </ClientMessages>
      </div>
    </>
  );
}
