import { FileText, Pencil } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดตำแหน่งงาน' };

export default async function OpeningDetailPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['student', 'company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  const isCompany = access.me.role === 'company_user';
  return (
    <>
      <BackLink href="/opening">{isCompany ? 'ตำแหน่งงานของบริษัท' : 'ตำแหน่งงานทั้งหมด'}</BackLink>
      <PageHeader
        eyebrow={`ตำแหน่งงาน #${openingId}`}
        title="รายละเอียดตำแหน่งงาน"
        description="ลักษณะงาน คุณสมบัติที่ต้องการ ค่าตอบแทน ระยะเวลา และสถานที่ปฏิบัติงาน"
        actions={
          isCompany ? (
            <Button asChild>
              <Link href={`/opening/${openingId}/session/${sessionId}/edit`}>
                <Pencil aria-hidden="true" />
                แก้ไขตำแหน่งงาน
              </Link>
            </Button>
          ) : undefined
        }
      />
      <EmptyState
        icon={FileText}
        title="ยังไม่มีข้อมูลรายละเอียดตำแหน่งงาน"
        description={
          isCompany
            ? 'รายละเอียดที่นิสิตจะเห็น สถานะการเผยแพร่ และจำนวนผู้สนใจจะแสดงที่นี่'
            : 'รายละเอียดงาน ข้อมูลบริษัท จำนวนที่รับ และจำนวนนิสิตที่สนใจจะแสดงที่นี่ พร้อมปุ่มบันทึกเป็นรายการโปรด'
        }
      />
    </>
  );
}
