import { Shuffle } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'การจับคู่' };

export default async function MatchingPage({ params }: { params: Promise<{ sessionId: string; round: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  const round = parseId(raw.round);
  return (
    <>
      <BackLink href={`/session/${sessionId}`}>รายละเอียดรอบ</BackLink>
      <PageHeader
        title="การจับคู่"
        description="ตรวจสอบความพร้อม เรียกใช้การจับคู่ แก้ไขผลรายบุคคล หรือยกเลิกผลก่อนประกาศ"
        eyebrow={`รอบ #${sessionId} · การจับคู่ครั้งที่ ${round}`}
      />
      <EmptyState
        icon={Shuffle}
        title="ยังไม่มีข้อมูลผลการจับคู่"
        description="หลังเรียกใช้การจับคู่ ผลของนิสิตแต่ละคนและจำนวนที่จับคู่สำเร็จจะแสดงที่นี่ ผลยังแก้ไขหรือยกเลิกได้จนถึงวันประกาศผล"
      />
    </>
  );
}
