import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'บริษัท' };

export default async function CompaniesPage() {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="บริษัท"
        description="ทำความรู้จักบริษัทที่ร่วมโครงการฝึกงาน ค้นหาตามชื่อและกรองตามขนาดบริษัท"
      />
      <EmptyState
        icon={Building2}
        title="ยังไม่มีข้อมูลบริษัท"
        description="รายชื่อบริษัทพร้อมประเภท ขนาด และจำนวนตำแหน่งงานในรอบที่เลือกจะแสดงที่นี่"
      />
    </>
  );
}
