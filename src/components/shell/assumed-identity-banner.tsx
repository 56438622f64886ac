'use client';

import { UserCog } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { Me } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Shown on every page while an admin acts as someone else, with the way back. */
export function AssumedIdentityBanner({ me }: { me: Me }) {
  const t = useTranslations('Shell');
  const labels = useTranslations('Labels');
  // Stays true once switched back: the button keeps its spinner until the browser has left the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const reassuming = useMutationAction({
    action: () => apiCall('POST /auth/reassume-identity'),
    failure: t('reassumeFailed'),
    refresh: false,
    onSuccess: () => {
      setIsLeaving(true);
      // A full load so every screen re-reads who is acting now.
      window.location.replace('/');
    },
  });
  if (!me.assumedBy) return null;

  return (
    <div role="region" aria-label={t('assumedRegion')} className="border-b border-warning-200 bg-warning-100 text-warning-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm font-medium sm:items-center">
          <UserCog aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
          <span>
            {t.rich('assumedNotice', {
              name: me.displayName,
              role: labels(`role.${me.role}`),
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
          </span>
        </p>
        <Button
          size="sm"
          variant="cancel"
          className="self-start border-warning-600 text-warning-800 hover:bg-warning-50 sm:self-auto"
          isLoading={reassuming.isPending || isLeaving}
          onClick={() => void reassuming.run()}
        >
          {t('reassume')}
        </Button>
      </div>
    </div>
  );
}
