import { Trophy } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผลการจับคู่' };

export default async function ApplicantResultPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  return (
    <>
      <BackLink href={`/applicant/${openingId}/session/${sessionId}`}>ผู้สมัครของตำแหน่งงาน</BackLink>
      <PageHeader
        title="ผลการจับคู่"
        description="นิสิตที่ได้รับการจับคู่กับตำแหน่งงานนี้ในแต่ละครั้งของการจับคู่"
        eyebrow={`ตำแหน่งงาน #${openingId}`}
      />
      <EmptyState
        icon={Trophy}
        title="ยังไม่มีข้อมูลผลการจับคู่"
        description="รายชื่อนิสิตที่ได้รับการจับคู่พร้อมข้อมูลติดต่อจะแสดงที่นี่เมื่อถึงวันประกาศผลการจับคู่"
      />
    </>
  );
}
