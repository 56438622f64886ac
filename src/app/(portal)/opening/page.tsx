import { Briefcase, FilePen, ListChecks } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ตำแหน่งงาน' };

/** One path, three screens (SPEC §2): students browse, companies manage their own, admins oversee all. */
export default async function OpeningsPage() {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;

  if (access.me.role === 'student') {
    return (
      <>
        <PageHeader title="ตำแหน่งงาน" description="ค้นหาตำแหน่งฝึกงานตามแท็ก บริษัท และตำแหน่งที่ยังเปิดรับสมัคร แล้วบันทึกเป็นรายการโปรด" />
        <EmptyState icon={Briefcase} title="ยังไม่มีข้อมูลตำแหน่งงานที่ประกาศ" description="ตำแหน่งงานที่บริษัทเผยแพร่ในรอบที่เลือกจะแสดงที่นี่ตั้งแต่วันประกาศตำแหน่งงาน" />
      </>
    );
  }
  if (access.me.role === 'company_user') {
    return (
      <>
        <PageHeader title="ตำแหน่งงานของบริษัท" description="สร้าง แก้ไข และเผยแพร่ตำแหน่งงานของบริษัทในแต่ละรอบ" />
        <EmptyState
          icon={FilePen}
          title="ยังไม่มีข้อมูลตำแหน่งงานของบริษัท"
          description="ตำแหน่งงานฉบับร่างและที่เผยแพร่แล้วจะแสดงที่นี่ พร้อมสัดส่วนจำนวนที่รับในแต่ละรอบของกลุ่มรอบ"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="ตำแหน่งงานทั้งหมด" description="ตรวจสอบ เผยแพร่ ยกเลิกการเผยแพร่ และถอนตำแหน่งงานของทุกบริษัทในกลุ่มรอบที่เลือก" />
      <EmptyState
        icon={ListChecks}
        title="ยังไม่มีข้อมูลตำแหน่งงาน"
        description="ตำแหน่งงานของทุกบริษัทพร้อมสถานะและจำนวนผู้สมัครจะแสดงที่นี่ กรองตามสถานะ รอบ และคำค้นได้"
      />
    </>
  );
}
