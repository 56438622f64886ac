import type { Metadata } from 'next';
import { describeUnsubscribeToken } from '@/server/notifications';
import { AuthFrame } from '@/components/auth/auth-frame';
import { UnsubscribeConfirm } from '@/components/notifications/unsubscribe-confirm';
import { Card, CardContent } from '@/components/ui/card';

export const metadata: Metadata = { title: 'เลิกรับอีเมลแจ้งเตือน' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The unsubscribe link of a notification mail: no login needed, the signed token is the proof; one confirm button. */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const check = typeof token === 'string' ? describeUnsubscribeToken({ token, now: new Date() }) : null;
  return (
    <AuthFrame>
      <Card>
        <CardContent className="grid gap-4 px-6 py-8 sm:px-10 sm:py-10">
          <p className="text-sm font-medium text-brand-700">CEDT Intern Portal</p>
          <h1 className="text-2xl font-bold text-gray-900">เลิกรับอีเมลแจ้งเตือน</h1>
          {check && typeof token === 'string' ? (
            <UnsubscribeConfirm token={token} label={check.label} />
          ) : (
            <p role="alert" className="text-error-700">
              ลิงก์เลิกรับอีเมลนี้ไม่ถูกต้องหรือหมดอายุแล้ว เข้าสู่ระบบเพื่อตั้งค่าการแจ้งเตือนได้ที่หน้าโปรไฟล์
            </p>
          )}
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
