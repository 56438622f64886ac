'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPage } from '@/components/ui/error-page';

function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}

/** The generic error screen of error.tsx / global-error.tsx: the message and a retry that reloads the page. */
export function RouteError({ error, fullScreen = false }: { error: unknown; fullScreen?: boolean }) {
  const t = useTranslations('Common');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorPage
      status={statusOf(error)}
      error={error}
      fullScreen={fullScreen}
      action={
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('retry')}
        </Button>
      }
    />
  );
}
