'use client';

import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { errorMessage, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import type { Me } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { takeOAuthReturnPath } from '@/components/oauth/return-path';
import { safeNextPath } from '@/lib/next-path';

// One exchange per code per page load: a code is single-use, and React may run effects twice in development.
const exchanges = new Map<string, Promise<Me>>();

function exchange(code: string, state: string | undefined): Promise<Me> {
  let pending = exchanges.get(code);
  if (!pending) {
    // The course platform sends back the state it was given; the server checks it against this browser's.
    pending = apiCall('POST /auth/login', { body: state ? { code, state } : { code } });
    exchanges.set(code, pending);
  }
  return pending;
}

type Failure = { key: 'badCode' | 'network' | 'failed' } | { message: string };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return { key: 'badCode' };
  if (error instanceof ApiError && error.message === NETWORK_ERROR_MESSAGE) return { key: 'network' };
  const message = errorMessage(error, '');
  return message ? { message } : { key: 'failed' };
}

/** The `/?code=…` screen: trades the code for a login session, then opens `next` (a checked portal path, else `/`). */
export function LoginCompletion({ code, state, next = '/' }: { code: string; state?: string; next?: string }) {
  const t = useTranslations('LoginCompletion');
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    let isActive = true;
    exchange(code, state).then(
      // A visitor who came from the OAuth consent screen goes back to it.
      () => window.location.replace(takeOAuthReturnPath() ?? safeNextPath(next)),
      (error: unknown) => {
        if (isActive) setFailure(failureOf(error));
      },
    );
    return () => {
      isActive = false;
    };
  }, [code, state, next]);

  return (
    <Card>
      <CardContent className="py-10 sm:px-10">
        <div aria-live="polite" className="flex flex-col items-center text-center">
          {failure ? (
            <>
              <span className="flex size-14 items-center justify-center rounded-full bg-error-50 text-error-700">
                <CircleAlert aria-hidden="true" className="size-7" />
              </span>
              <h1 className="mt-5 text-xl font-semibold text-gray-900">{t('failedTitle')}</h1>
              <p className="mt-2 text-sm text-gray-700">{'key' in failure ? t(failure.key) : failure.message}</p>
              <Button asChild className="mt-6">
                <Link href="/login">{t('backToSignIn')}</Link>
              </Button>
            </>
          ) : (
            <>
              <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
                <Spinner className="size-7 text-brand-600" />
              </span>
              <h1 className="mt-5 text-xl font-semibold text-gray-900">{t('signingIn')}</h1>
              <p className="mt-2 text-sm text-gray-600">{t('wait')}</p>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
