import { Building2, UserRound } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'โปรไฟล์' };

/** The student's own profile for students, the company's profile for company users (SPEC §2). */
export default async function ProfilePage() {
  const access = await authorize(['student', 'company_user']);
  if (!access.allowed) return access.forbidden;

  if (access.me.role === 'student') {
    return (
      <>
        <PageHeader title="โปรไฟล์ของฉัน" description="ข้อมูลส่วนตัว ผลการเรียน คะแนนภาษา และผลงานที่บริษัทจะเห็นเมื่อคุณสมัคร" />
        <EmptyState
          icon={UserRound}
          title="ยังไม่มีข้อมูลโปรไฟล์"
          description="ข้อมูลติดต่อ เกรดแต่ละภาคการศึกษา ไฟล์ผลงานและใบแสดงผลการเรียน รวมถึงการตั้งค่าการแสดงผลจะแสดงที่นี่"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="โปรไฟล์บริษัท" description="ข้อมูลบริษัท โลโก้ ที่อยู่ และช่องทางติดต่อที่นิสิตจะเห็น" />
      <EmptyState icon={Building2} title="ยังไม่มีข้อมูลโปรไฟล์บริษัท" description="คำอธิบายบริษัท ประเภทและขนาดบริษัท ที่อยู่ เว็บไซต์ และเอกสารแนะนำบริษัทจะแสดงที่นี่" />
    </>
  );
}
