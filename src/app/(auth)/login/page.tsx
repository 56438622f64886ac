import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/next-path';
import { getPortalContext } from '@/server/home';
import { AuthFrame } from '@/components/auth/auth-frame';
import { LoginForm } from '@/components/auth/login-form';
import { Card, CardContent } from '@/components/ui/card';

export const metadata: Metadata = { title: 'เข้าสู่ระบบ' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The sign-in. `?next=` is where the person was going: a portal path (safeNextPath; anything else is `/`) that
 * both sign-ins carry through to the completion screen, which opens it. Someone already signed in goes there at once.
 */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next: rawNext } = await searchParams;
  const next = safeNextPath(typeof rawNext === 'string' ? rawNext : undefined);
  const { actor } = await getPortalContext();
  if (actor) redirect(next);
  return (
    <AuthFrame>
      <Card>
        <CardContent className="px-6 py-8 sm:px-10 sm:py-10">
          <p className="text-sm font-medium text-brand-700">CEDT Intern Portal</p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">ยินดีต้อนรับสู่ระบบจับคู่ฝึกงาน</h1>
          <p className="mt-2 text-[0.95rem] text-gray-600">เข้าสู่พอร์ทัลฝึกงานเพื่อค้นหาตำแหน่งฝึกงาน จัดอันดับ และติดตามผลการจับคู่ระหว่างนิสิตกับบริษัท</p>
          <div className="mt-8">
            <LoginForm next={next} />
          </div>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-gray-600">หากเข้าสู่ระบบไม่ได้หรือมีข้อสงสัย กรุณาติดต่อภาควิชา</p>
    </AuthFrame>
  );
}
