import type { Metadata } from 'next';
import { ReportCenter } from '@/components/reports/report-center';
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
        description="ดาวน์โหลดรายงานความคืบหน้าการสมัคร การจัดอันดับ และผลการจับคู่ของแต่ละรอบ เป็นไฟล์ Excel หรือ CSV ที่เปิดภาษาไทยได้ถูกต้อง"
      />
      <ReportCenter />
    </>
  );
}
