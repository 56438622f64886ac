import { GraduationCap } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseToken } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'โปรไฟล์นิสิต' };

export default async function StudentProfilePage({ params }: { params: Promise<{ token: string }> }) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  parseToken(raw.token);
  return (
    <>
      <PageHeader
        title="โปรไฟล์นิสิต"
        description="ข้อมูลการศึกษา ผลการเรียน คะแนนภาษา ความสนใจ และผลงานที่นิสิตเลือกเปิดเผย"
      />
      <EmptyState
        icon={GraduationCap}
        title="ยังไม่มีข้อมูลโปรไฟล์นิสิต"
        description="ข้อมูลที่นิสิตเปิดให้เห็น เช่น เกรดเฉลี่ย ใบแสดงผลการเรียน เหรียญรางวัล และลิงก์ผลงาน จะแสดงที่นี่"
      />
    </>
  );
}
