import { ListOrdered } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'จัดอันดับผู้สมัคร' };

export default async function ApplicantRankingPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  return (
    <>
      <BackLink href={`/applicant/${openingId}/session/${sessionId}`}>ผู้สมัครของตำแหน่งงาน</BackLink>
      <PageHeader
        title="จัดอันดับผู้สมัคร"
        description="เรียงลำดับผู้สมัครที่บริษัทต้องการ ระบุผู้สมัครที่ไม่พิจารณา แล้วส่งอันดับก่อนวันปิดการจัดอันดับ"
        eyebrow={`ตำแหน่งงาน #${openingId}`}
      />
      <EmptyState
        icon={ListOrdered}
        title="ยังไม่มีข้อมูลผู้สมัครให้จัดอันดับ"
        description="เมื่อมีผู้สมัคร คุณจะเรียงลำดับด้วยการลากหรือแป้นพิมพ์ บันทึกร่าง และส่งอันดับได้ที่นี่"
      />
    </>
  );
}
