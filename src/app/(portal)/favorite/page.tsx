import { Briefcase, Heart } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายการโปรด' };

export default async function FavoritesPage() {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="รายการโปรด"
        description="ตำแหน่งงานที่คุณบันทึกไว้ในรอบที่เลือก เพื่อเปรียบเทียบก่อนจัดอันดับ"
      />
      <EmptyState
        icon={Heart}
        title="ยังไม่มีข้อมูลรายการโปรด"
        description="กดรูปหัวใจที่ตำแหน่งงานเพื่อบันทึกไว้ดูภายหลัง ตำแหน่งงานที่บันทึกไว้จะแสดงที่นี่"
        action={
          <Button asChild>
            <Link href="/opening">
              <Briefcase aria-hidden="true" />
              ดูตำแหน่งงาน
            </Link>
          </Button>
        }
      />
    </>
  );
}
