import { CalendarRange } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดกลุ่มรอบ' };

export default async function SessionGroupPage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionGroupId = parseId(raw.sessionGroupId);
  return (
    <>
      <BackLink href="/session-group">กลุ่มรอบทั้งหมด</BackLink>
      <PageHeader
        title="รายละเอียดกลุ่มรอบ"
        description="วันสำคัญของการจับคู่แต่ละครั้ง รอบการฝึกงานในกลุ่ม และการปิดการจับคู่ครั้งปัจจุบัน"
        eyebrow={`กลุ่มรอบ #${sessionGroupId}`}
      />
      <EmptyState
        icon={CalendarRange}
        title="ยังไม่มีข้อมูลรอบการฝึกงานในกลุ่มนี้"
        description="รอบการฝึกงานของกลุ่มนี้พร้อมเงื่อนไขการสมัครจะแสดงที่นี่ เพิ่มรอบใหม่ได้จากหน้านี้"
      />
    </>
  );
}
