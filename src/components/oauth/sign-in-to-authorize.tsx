'use client';

import { LogIn } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { rememberOAuthReturnPath } from './return-path';

export function SignInToAuthorize({ returnPath }: { returnPath: string }) {
  return (
    <Button asChild size="lg" className="mt-6 w-full">
      <Link href={`/login?next=${encodeURIComponent(returnPath)}`} onClick={() => rememberOAuthReturnPath(returnPath)}>
        <LogIn aria-hidden="true" />
        เข้าสู่ระบบ
      </Link>
    </Button>
  );
}
