import { Layers } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'กลุ่มรอบ' };

export default async function SessionGroupsPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="กลุ่มรอบ"
        description="สร้างกลุ่มรอบ กำหนดวันสำคัญของการจับคู่แต่ละครั้ง และปิดการจับคู่เพื่อเริ่มครั้งถัดไป"
      />
      <EmptyState
        icon={Layers}
        title="ยังไม่มีข้อมูลกลุ่มรอบ"
        description="กลุ่มรอบพร้อมรอบการฝึกงานและการจับคู่ครั้งปัจจุบันจะแสดงที่นี่"
      />
    </>
  );
}
