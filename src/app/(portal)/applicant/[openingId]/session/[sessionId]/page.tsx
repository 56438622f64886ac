import { ListOrdered, Trophy, Users } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผู้สมัครของตำแหน่งงาน' };

export default async function OpeningApplicantsPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  return (
    <>
      <BackLink href="/applicant">ผู้สมัครทั้งหมด</BackLink>
      <PageHeader
        title="ผู้สมัครของตำแหน่งงาน"
        description="รายชื่อนิสิตที่สมัครตำแหน่งงานนี้ พร้อมลำดับที่นิสิตเลือกและลิงก์โปรไฟล์"
        eyebrow={`ตำแหน่งงาน #${openingId}`}
        actions={
          <>
            <Button asChild variant="solid">
              <Link href={`/applicant/${openingId}/session/${sessionId}/ranking`}>
                <ListOrdered aria-hidden="true" />
                จัดอันดับผู้สมัคร
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/applicant/${openingId}/session/${sessionId}/result`}>
                <Trophy aria-hidden="true" />
                ผลการจับคู่
              </Link>
            </Button>
          </>
        }
      />
      <EmptyState
        icon={Users}
        title="ยังไม่มีข้อมูลผู้สมัครในตำแหน่งงานนี้"
        description="รายชื่อนิสิต ข้อมูลติดต่อ และลำดับที่นิสิตเลือกจะแสดงที่นี่หลังวันประกาศรายชื่อผู้สมัคร ดาวน์โหลดเป็นไฟล์ Excel ได้"
      />
    </>
  );
}
