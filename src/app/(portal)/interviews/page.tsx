import { CalendarClock } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCalendarFeedStatus, listStudentInterviews } from '@/server/interviews';
import { authorize } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CalendarFeedCard } from '@/components/interviews/calendar-feed-card';
import { StudentInterviews } from '@/components/interviews/student-interviews';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StudentInterviewsPage');
  return { title: t('title') };
}

/**
 * The student's interviews of every session at once (docs/interviews.md): a student has few, and a booking of one
 * term must not hide behind the header's choice of another.
 */
export default async function StudentInterviewsPage() {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const [view, feed, t] = await Promise.all([
    listStudentInterviews({ ctx: access.ctx }),
    getCalendarFeedStatus({ ctx: access.ctx }),
    getTranslations('StudentInterviewsPage'),
  ]);
  const isEmpty = view.bookings.length === 0 && view.offeredSlots.length === 0;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ClientMessages namespaces={['StudentInterviews', 'InterviewSlot', 'CalendarFeedCard']}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          {isEmpty ? (
            <EmptyState icon={CalendarClock} title={t('emptyTitle')} description={t('emptyDescription')} />
          ) : (
            <StudentInterviews view={view} />
          )}
          <CalendarFeedCard status={feed} description={t('feedDescription')} />
        </div>
      </ClientMessages>
    </>
  );
}
