'use client';

import { LogIn } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { rememberOAuthReturnPath } from './return-path';

export function SignInToAuthorize({ returnPath }: { returnPath: string }) {
  const t = useTranslations('OAuthConsent');
  return (
    <Button asChild size="lg" className="mt-6 w-full">
      <Link href={`/login?next=${encodeURIComponent(returnPath)}`} onClick={() => rememberOAuthReturnPath(returnPath)}>
        <LogIn aria-hidden="true" />
        {t('signIn')}
      </Link>
    </Button>
  );
}
