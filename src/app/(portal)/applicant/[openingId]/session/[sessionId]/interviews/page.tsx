import type { Metadata } from 'next';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { getCalendarFeedStatus, listOpeningInterviews } from '@/server/interviews';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CalendarFeedCard } from '@/components/interviews/calendar-feed-card';
import { CompanyInterviewSlots } from '@/components/interviews/company-interview-slots';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'เวลาสัมภาษณ์' };

const FEED_DESCRIPTION =
  'เพิ่มเวลาสัมภาษณ์ทุกเวลาของบริษัท (พร้อมชื่อผู้ที่จอง) และกำหนดปิดการจัดอันดับของบริษัท ลงในแอปปฏิทินของคุณ ปฏิทินจะอัปเดตเองเมื่อมีการจองหรือเปลี่ยนแปลง';

/**
 * The company's interview slots for one of its openings in the group's current round (docs/interviews.md). Like the
 * other applicant screens it is the company's own; an admin manages slots through the admin endpoints or by acting
 * as the company user.
 */
export default async function ApplicantInterviewsPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const [view, feed] = await Promise.all([
    listOpeningInterviews({ ctx, openingId, sessionId, query: {} }).catch(orNotFound),
    getCalendarFeedStatus({ ctx }),
  ]);

  return (
    <>
      <BackLink href={base}>ผู้สมัครของตำแหน่งงาน</BackLink>
      <PageHeader
        title="เวลาสัมภาษณ์"
        eyebrow={`${view.openingTitle} · รอบที่ ${view.round}`}
        description="เปิดเวลาให้ผู้สมัครจองสัมภาษณ์ก่อนจัดอันดับ ดูว่าใครจองเวลาใด และใครยังไม่ได้จอง เวลาทั้งหมดเป็นเวลาประเทศไทย"
      />
      <ClientMessages namespaces={['CompanyInterviewSlots', 'CompanySlotDialog', 'InterviewSlot', 'CalendarFeedCard']}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <CompanyInterviewSlots sessionId={sessionId} view={view} now={ctx.now.toISOString()} />
          <CalendarFeedCard status={feed} description={FEED_DESCRIPTION} />
        </div>
      </ClientMessages>
    </>
  );
}
