import { Eye, UsersRound } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดบริษัท' };

export default async function CompanyDetailPage({ params }: { params: Promise<{ companyId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const companyId = parseId(raw.companyId);
  return (
    <>
      <BackLink href="/company">บริษัททั้งหมด</BackLink>
      <PageHeader
        title="รายละเอียดบริษัท"
        description="ข้อมูลบริษัท บัญชีผู้ใช้ของบริษัท และตำแหน่งงานทุกรอบ"
        eyebrow={`บริษัท #${companyId}`}
        actions={
          <>
            <Button asChild variant="cancel">
              <Link href={`/company/profile/${companyId}`}>
                <Eye aria-hidden="true" />
                ดูโปรไฟล์สาธารณะ
              </Link>
            </Button>
          </>
        }
      />
      <EmptyState
        icon={UsersRound}
        title="ยังไม่มีข้อมูลผู้ใช้ของบริษัท"
        description="บัญชีผู้ใช้ของบริษัทพร้อมอีเมลและสถานะจะแสดงที่นี่ เพิ่มผู้ใช้ ตั้งรหัสผ่านใหม่ หรือปิดการใช้งานได้"
      />
    </>
  );
}
