'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The confirm step of an unsubscribe link: GET never changes anything (link scanners open links), the button does. */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const t = useTranslations('UnsubscribeConfirm');
  const [isDone, setIsDone] = useState(false);
  // The page says the outcome itself, in place of the button; a toast would only repeat it.
  const unsubscribing = useMutationAction({
    action: () => apiCall('POST /notifications/unsubscribe', { query: { token } }),
    describeError: (error) => (error instanceof ApiError ? error.message : t('failed')),
    toastError: false,
    refresh: false,
    onSuccess: () => setIsDone(true),
  });
  if (isDone) {
    return (
      <p role="status" className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-800">
        {t('done', { label })}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p>{t('question', { label })}</p>
      {unsubscribing.error !== null ? (
        <p role="alert" className="text-error-700">
          {unsubscribing.error}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void unsubscribing.run()} isLoading={unsubscribing.isPending}>
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
