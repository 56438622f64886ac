import { KeyRound, LogIn } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getPortalContext } from '@/server/home';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { ROLE_LABELS_TH } from '@/lib/roles';

export const metadata: Metadata = { title: 'อนุญาตการเข้าถึงบัญชี' };

/** The OAuth consent screen; reachable without a portal login (SPEC §2). The consent itself comes later. */
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function returnPath(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const search = params.toString();
  return `/oauth/authorize${search ? `?${search}` : ''}`;
}

export default async function OAuthAuthorizePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ actor }, query] = await Promise.all([getPortalContext(), searchParams]);
  const loginHref = `/login?next=${encodeURIComponent(returnPath(query))}`;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-12">
      <div className="mb-8">
        <Logo />
      </div>
      <main id="main-content" className="w-full max-w-md">
        <Card>
          <CardContent className="px-6 py-10 text-center sm:px-10">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <KeyRound aria-hidden="true" className="size-7" />
            </span>
            {actor ? (
              <>
                <h1 className="mt-5 text-xl font-bold text-gray-900">อนุญาตการเข้าถึงบัญชี</h1>
                <p className="mt-2 text-sm text-gray-700">
                  คุณเข้าสู่ระบบในชื่อ <strong className="font-semibold text-gray-900">{actor.displayName}</strong> ({ROLE_LABELS_TH[actor.role]})
                </p>
                <p className="mt-4 rounded-xl border bg-gray-50 p-4 text-sm text-gray-700">ยังไม่มีคำขอเข้าถึงบัญชีจากแอปพลิเคชันภายนอก เมื่อแอปพลิเคชันขอสิทธิ์ รายละเอียดของสิทธิ์ที่ขอจะแสดงที่นี่</p>
                <Button asChild variant="cancel" className="mt-6">
                  <Link href="/">กลับหน้าหลัก</Link>
                </Button>
              </>
            ) : (
              <>
                <h1 className="mt-5 text-xl font-bold text-gray-900">กรุณาเข้าสู่ระบบ</h1>
                <p className="mt-2 text-sm text-gray-700">แอปพลิเคชันภายนอกต้องการเชื่อมต่อกับบัญชี CEDT Intern Portal ของคุณ กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ</p>
                <Button asChild size="lg" className="mt-6 w-full">
                  <Link href={loginHref}>
                    <LogIn aria-hidden="true" />
                    เข้าสู่ระบบ
                  </Link>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
