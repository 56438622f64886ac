import { KeyRound } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผู้ให้บริการ OAuth' };

export default async function OAuthProvidersPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  return (
    <>
      <PageHeader
        title="ผู้ให้บริการ OAuth"
        description="จัดการผู้ให้บริการและแอปพลิเคชันภายนอกที่ขอข้อมูลจากพอร์ทัลผ่าน OAuth 2.0"
      />
      <EmptyState
        icon={KeyRound}
        title="ยังไม่มีข้อมูลผู้ให้บริการ OAuth"
        description="ผู้ให้บริการพร้อมจำนวนแอปพลิเคชันจะแสดงที่นี่ สร้างผู้ให้บริการก่อน แล้วจึงเพิ่มแอปพลิเคชันของผู้ให้บริการนั้น"
      />
    </>
  );
}
