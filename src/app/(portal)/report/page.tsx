import { ChartColumn } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายงาน' };

export default async function ReportsPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="รายงาน"
        description="ดาวน์โหลดรายงานความคืบหน้าการสมัคร การจัดอันดับ และผลการจับคู่ของแต่ละรอบ"
      />
      <EmptyState
        icon={ChartColumn}
        title="ยังไม่มีข้อมูลรายงาน"
        description="รายงานของรอบที่เลือก เช่น ความคืบหน้าการสมัครของนิสิต การจัดอันดับของบริษัท และผลการจับคู่ จะแสดงให้ดาวน์โหลดเป็น CSV ที่นี่"
      />
    </>
  );
}
