'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { OwnStudentProfile, PendingEmailView } from '@/lib/student-profile';
import { datesFor } from '@/lib/dates';
import { apiCall } from '@/lib/api-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * A contact address the student set that has not been proven yet: the portal's notification mail keeps going to the
 * previous address until the link mailed to the new one is opened. The student can have the link mailed again.
 */
export function PendingEmailNotice({ pending, onResent }: { pending: PendingEmailView; onResent: (profile: OwnStudentProfile) => void }) {
  const t = useTranslations('PendingEmailNotice');
  const { formatDateTime } = datesFor(useLocale());
  const resending = useMutationAction<void, OwnStudentProfile>({
    action: () => apiCall('POST /student/me/email-verification'),
    success: { title: t('resent'), description: t('checkInbox', { email: pending.email }) },
    failure: t('resendFailed'),
    refresh: false,
    onSuccess: onResent,
  });
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-gray-800 sm:col-span-3"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">{t('pending')}</Badge>
        <span className="break-all font-medium">{pending.email}</span>
      </p>
      <p>
        {pending.sentAt
          ? t('bodySent', { sentAt: formatDateTime(pending.sentAt), expiresAt: formatDateTime(pending.expiresAt) })
          : t('bodyNotSent', { expiresAt: formatDateTime(pending.expiresAt) })}
      </p>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => void resending.run()} isLoading={resending.isPending}>
          {t('resend')}
        </Button>
      </div>
    </div>
  );
}
