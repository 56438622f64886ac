import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId, parseToken } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แอปพลิเคชัน OAuth' };

export default async function OAuthClientPage({ params }: { params: Promise<{ providerId: string; clientId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const providerId = parseId(raw.providerId);
  const clientId = parseToken(raw.clientId);
  return (
    <>
      <BackLink href={`/oauth-provider/${providerId}`}>ผู้ให้บริการ OAuth</BackLink>
      <PageHeader
        title="แอปพลิเคชัน OAuth"
        description="ขอบเขตสิทธิ์ ที่อยู่สำหรับเปลี่ยนเส้นทาง ปลายทางภายในที่อนุญาต และผู้ดูแลแอปพลิเคชัน"
        eyebrow={`รหัสไคลเอนต์ ${clientId}`}
      />
      <EmptyState
        icon={ShieldCheck}
        title="ยังไม่มีข้อมูลผู้ดูแลแอปพลิเคชัน"
        description="ผู้ดูแลแอปพลิเคชันและการตั้งค่าของไคลเอนต์จะแสดงที่นี่ สร้างความลับใหม่หรือเพิกถอนสิทธิ์ผู้ดูแลได้"
      />
    </>
  );
}
