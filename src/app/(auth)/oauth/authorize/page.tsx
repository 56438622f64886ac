import { KeyRound } from 'lucide-react';
import type { Metadata } from 'next';
import { getPortalContext } from '@/server/home';
import { Consent, type AuthorizeQuery } from '@/components/oauth/consent';
import { SignInToAuthorize } from '@/components/oauth/sign-in-to-authorize';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { ROLE_LABELS_TH } from '@/lib/roles';

export const metadata: Metadata = { title: 'อนุญาตการเข้าถึงบัญชี' };

/** The OAuth consent screen (RFC 6749 §4.1.1); reachable without a portal login (SPEC §2): a visitor signs in first and comes back. */
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A parameter given twice is refused (RFC 6749 §3.1), so only single values are kept. */
function singleValues(query: Record<string, string | string[] | undefined>): AuthorizeQuery {
  const values: AuthorizeQuery = {};
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') values[key] = value;
  return values;
}

function returnPath(query: AuthorizeQuery): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `/oauth/authorize${search ? `?${search}` : ''}`;
}

export default async function OAuthAuthorizePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ actor }, rawQuery] = await Promise.all([getPortalContext(), searchParams]);
  const query = singleValues(rawQuery);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-12">
      <div className="mb-8">
        <Logo />
      </div>
      <main id="main-content" className="w-full max-w-md">
        <Card>
          <CardContent className="px-6 py-10 sm:px-10">
            {actor ? (
              <Consent query={query} displayName={actor.displayName} roleLabel={ROLE_LABELS_TH[actor.role]} />
            ) : (
              <div className="text-center">
                <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <KeyRound aria-hidden="true" className="size-7" />
                </span>
                <h1 className="mt-5 text-xl font-bold text-gray-900">กรุณาเข้าสู่ระบบ</h1>
                <p className="mt-2 text-sm text-gray-700">
                  แอปพลิเคชันภายนอกต้องการเชื่อมต่อกับบัญชี CEDT Intern Portal ของคุณ กรุณาเข้าสู่ระบบก่อน แล้วระบบจะพากลับมาที่หน้านี้
                </p>
                <SignInToAuthorize returnPath={returnPath(query)} />
              </div>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
