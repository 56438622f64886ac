import { GraduationCap } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'นิสิต' };

export default async function StudentsPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="นิสิต"
        description="นำเข้ารายชื่อนิสิต แก้ไขข้อมูล และเปิดหรือปิดสิทธิ์การใช้งาน"
      />
      <EmptyState
        icon={GraduationCap}
        title="ยังไม่มีข้อมูลนิสิต"
        description="รายชื่อนิสิตพร้อมหลักสูตร ปีที่เข้าศึกษา และสถานะจะแสดงที่นี่ นำเข้าได้จากไฟล์ CSV"
      />
    </>
  );
}
