import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'โปรไฟล์บริษัท' };

export default async function CompanyProfilePage({ params }: { params: Promise<{ companyId: string }> }) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const companyId = parseId(raw.companyId);
  return (
    <>
      <PageHeader
        title="โปรไฟล์บริษัท"
        description="ข้อมูลบริษัท ที่ตั้ง ช่องทางติดต่อ และตำแหน่งงานที่เปิดรับในรอบที่เลือก"
        eyebrow={`บริษัท #${companyId}`}
      />
      <EmptyState
        icon={Building2}
        title="ยังไม่มีข้อมูลโปรไฟล์บริษัท"
        description="คำอธิบายบริษัท ที่อยู่ เว็บไซต์ โซเชียลมีเดีย และตำแหน่งงานที่เปิดรับจะแสดงที่นี่"
      />
    </>
  );
}
