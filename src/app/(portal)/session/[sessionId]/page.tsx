import { UserPlus } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดรอบ' };

export default async function SessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  return (
    <>
      <BackLink href="/session-group">กลุ่มรอบ</BackLink>
      <PageHeader
        title="รายละเอียดรอบ"
        description="เงื่อนไขการสมัคร นิสิตที่ลงทะเบียน และตำแหน่งงานของรอบนี้"
        eyebrow={`รอบ #${sessionId}`}
      />
      <EmptyState
        icon={UserPlus}
        title="ยังไม่มีข้อมูลนิสิตที่ลงทะเบียน"
        description="นิสิตที่ลงทะเบียนในรอบนี้พร้อมสถานะจะแสดงที่นี่ ลงทะเบียนทีละคนหรือตามปีที่เข้าศึกษาได้"
      />
    </>
  );
}
