import { CalendarClock } from 'lucide-react';
import type { Metadata } from 'next';
import { getCalendarFeedStatus, listStudentInterviews } from '@/server/interviews';
import { authorize } from '@/app/(portal)/guards';
import { CalendarFeedCard } from '@/components/interviews/calendar-feed-card';
import { StudentInterviews } from '@/components/interviews/student-interviews';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'การสัมภาษณ์ของฉัน' };

const FEED_DESCRIPTION = 'เพิ่มนัดสัมภาษณ์ที่จองไว้ กำหนดส่งอันดับ และวันประกาศผลของรอบที่คุณลงทะเบียน ลงในแอปปฏิทินของคุณ ปฏิทินจะอัปเดตเองเมื่อมีการเปลี่ยนแปลง';

/**
 * The student's interviews of every session at once (docs/interviews.md): a student has few, and a booking of one
 * term must not hide behind the header's choice of another.
 */
export default async function StudentInterviewsPage() {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const [view, feed] = await Promise.all([listStudentInterviews({ ctx: access.ctx }), getCalendarFeedStatus({ ctx: access.ctx })]);
  const isEmpty = view.bookings.length === 0 && view.offeredSlots.length === 0;
  return (
    <>
      <PageHeader title="การสัมภาษณ์ของฉัน" description="จองเวลาสัมภาษณ์ที่บริษัทเปิดให้ผู้สมัคร และดูนัดของคุณ เวลาทั้งหมดเป็นเวลาประเทศไทย" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {isEmpty ? (
          <EmptyState
            icon={CalendarClock}
            title="ยังไม่มีเวลาสัมภาษณ์"
            description="เวลาสัมภาษณ์จะแสดงที่นี่หลังวันประกาศรายชื่อผู้สมัคร เมื่อบริษัทของตำแหน่งที่คุณสมัครเปิดเวลาให้จอง บางบริษัทอาจไม่มีการสัมภาษณ์"
          />
        ) : (
          <StudentInterviews view={view} />
        )}
        <CalendarFeedCard status={feed} description={FEED_DESCRIPTION} />
      </div>
    </>
  );
}
