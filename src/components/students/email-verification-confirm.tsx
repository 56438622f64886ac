'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The confirm step of an e-mail verification link: GET never changes anything (link scanners open links), the button does. */
export function EmailVerificationConfirm({ token }: { token: string }) {
  const t = useTranslations('EmailVerificationConfirm');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  // The page says the outcome itself, in place of the button; a toast would only repeat it.
  const confirming = useMutationAction({
    action: () => apiCall('POST /email-verification', { body: { token } }),
    describeError: (error) => (error instanceof ApiError ? error.message : t('error')),
    toastError: false,
    refresh: false,
    onSuccess: (answer) => setVerifiedEmail(answer.email),
  });
  if (verifiedEmail) {
    return (
      <p role="status" className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 break-all text-success-800">
        {t('verified', { email: verifiedEmail })}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p>{t('intro')}</p>
      {confirming.error !== null ? (
        <p role="alert" className="text-error-700">
          {confirming.error}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void confirming.run()} isLoading={confirming.isPending}>
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
