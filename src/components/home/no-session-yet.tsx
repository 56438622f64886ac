import { CalendarRange } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function NoSessionYet() {
  return (
    <>
      <PageHeader title="หน้าหลัก" description="ภาพรวมของรอบการฝึกงานที่คุณเกี่ยวข้อง" />
      <EmptyState
        icon={CalendarRange}
        title="ยังไม่มีรอบการฝึกงาน"
        description="เมื่อภาควิชาเปิดรอบการฝึกงาน กำหนดการ ตำแหน่งงาน และสถานะของคุณจะแสดงที่นี่"
      />
    </>
  );
}
