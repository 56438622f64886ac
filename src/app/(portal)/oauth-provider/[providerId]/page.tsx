import { AppWindow } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดผู้ให้บริการ OAuth' };

export default async function OAuthProviderPage({ params }: { params: Promise<{ providerId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const providerId = parseId(raw.providerId);
  return (
    <>
      <BackLink href="/oauth-provider">ผู้ให้บริการ OAuth</BackLink>
      <PageHeader
        title="รายละเอียดผู้ให้บริการ OAuth"
        description="แอปพลิเคชันของผู้ให้บริการนี้ ขอบเขตสิทธิ์ และประเภทการอนุญาตที่เปิดใช้"
        eyebrow={`ผู้ให้บริการ #${providerId}`}
      />
      <EmptyState
        icon={AppWindow}
        title="ยังไม่มีข้อมูลแอปพลิเคชัน"
        description="แอปพลิเคชันพร้อมรหัสไคลเอนต์และประเภทการอนุญาตจะแสดงที่นี่ ความลับของไคลเอนต์จะแสดงเพียงครั้งเดียวตอนสร้าง"
      />
    </>
  );
}
