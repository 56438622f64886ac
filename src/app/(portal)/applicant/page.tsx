import { Users } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผู้สมัคร' };

export default async function ApplicantsPage() {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="ผู้สมัคร"
        description="ดูจำนวนผู้สมัครของแต่ละตำแหน่งงานในรอบที่เลือก และเข้าไปจัดอันดับผู้สมัคร"
      />
      <EmptyState
        icon={Users}
        title="ยังไม่มีข้อมูลผู้สมัคร"
        description="เมื่อถึงวันประกาศรายชื่อผู้สมัคร ตำแหน่งงานที่มีนิสิตสมัครพร้อมจำนวนผู้สมัครจะแสดงที่นี่"
      />
    </>
  );
}
