import { FilePen } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แก้ไขตำแหน่งงาน' };

export default async function CompanyOpeningEditPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  return (
    <>
      <BackLink href={`/opening/${openingId}/session/${sessionId}`}>รายละเอียดตำแหน่งงาน</BackLink>
      <PageHeader
        title="แก้ไขตำแหน่งงาน"
        description="ปรับรายละเอียดตำแหน่งงาน จำนวนที่รับ ค่าตอบแทน และสถานที่ปฏิบัติงาน"
        eyebrow={`ตำแหน่งงาน #${openingId}`}
      />
      <EmptyState
        icon={FilePen}
        title="ยังไม่มีข้อมูลตำแหน่งงานให้แก้ไข"
        description="แบบฟอร์มรายละเอียดตำแหน่งงานจะแสดงที่นี่ ชื่อตำแหน่ง จำนวนที่รับ ชื่อสำนักงาน และที่อยู่เป็นข้อมูลที่ต้องกรอก"
      />
    </>
  );
}
