import { Briefcase, ListOrdered } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'จัดอันดับตำแหน่งงาน' };

export default async function RankingPage() {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="จัดอันดับตำแหน่งงาน"
        description="เรียงลำดับตำแหน่งงานที่สนใจ กำหนดเส้นแบ่งการสมัคร และส่งอันดับก่อนวันปิดการจัดอันดับ"
      />
      <EmptyState
        icon={ListOrdered}
        title="ยังไม่มีข้อมูลร่างอันดับ"
        description="เพิ่มตำแหน่งงานจากหน้าตำแหน่งงานหรือรายการโปรด แล้วเรียงลำดับด้วยการลากหรือแป้นพิมพ์ได้ที่นี่"
        action={
          <Button asChild>
            <Link href="/opening">
              <Briefcase aria-hidden="true" />
              เลือกตำแหน่งงาน
            </Link>
          </Button>
        }
      />
    </>
  );
}
