import { FilePen } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แก้ไขตำแหน่งงาน' };

export default async function AdminOpeningEditPage({ params }: { params: Promise<{ openingId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  return (
    <>
      <BackLink href="/opening">ตำแหน่งงานทั้งหมด</BackLink>
      <PageHeader
        title="แก้ไขตำแหน่งงาน"
        description="ผู้ดูแลระบบแก้ไขรายละเอียด เผยแพร่ ยกเลิกการเผยแพร่ หรือถอนตำแหน่งงาน"
        eyebrow={`ตำแหน่งงาน #${openingId}`}
      />
      <EmptyState
        icon={FilePen}
        title="ยังไม่มีข้อมูลตำแหน่งงานให้แก้ไข"
        description="รายละเอียดตำแหน่งงาน สถานะ และประวัติการจัดอันดับของตำแหน่งงานจะแสดงที่นี่"
      />
    </>
  );
}
