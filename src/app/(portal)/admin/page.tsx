import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผู้ดูแลระบบ' };

export default async function AdminsPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="ผู้ดูแลระบบ"
        description="จัดการรายชื่อผู้ดูแลระบบ เพิ่มผู้ดูแลคนใหม่ และเปิดหรือปิดสิทธิ์การใช้งาน"
      />
      <EmptyState
        icon={ShieldCheck}
        title="ยังไม่มีข้อมูลผู้ดูแลระบบเพิ่มเติม"
        description="รายชื่อผู้ดูแลระบบพร้อมสถานะการใช้งานจะแสดงที่นี่ เพิ่มผู้ดูแลได้ด้วยรหัสผู้ใช้ของแพลตฟอร์ม"
      />
    </>
  );
}
