import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'บริษัท' };

export default async function CompanyListPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="บริษัท"
        description="จัดการข้อมูลบริษัท บัญชีผู้ใช้ของบริษัท และสถานะการใช้งาน"
      />
      <EmptyState
        icon={Building2}
        title="ยังไม่มีข้อมูลบริษัท"
        description="รายชื่อบริษัทพร้อมจำนวนผู้ใช้และสถานะการใช้งานจะแสดงที่นี่ เพิ่มบริษัทได้ครั้งละหลายรายการ"
      />
    </>
  );
}
