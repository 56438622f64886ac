'use client';

import { Ban } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { nameIn } from '@/lib/names';
import type { PlacementView } from '@/lib/placements';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { useMutationAction } from '@/components/ui/use-mutation-action';

const MAX_REASON = 1000;

/** The office ends a placement with a reason (required), behind a confirmation; the record is kept and reads ENDED. */
export function EndPlacementCard({ placement }: { placement: PlacementView }) {
  const t = useTranslations('EndPlacementCard');
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const end = useMutationAction({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/placements/{studentId}/end', {
        params: { sessionId: placement.sessionId, studentId: placement.studentId },
        body: { reason: reason.trim() },
      }),
    success: t('success'),
    failure: t('failure'),
  });
  return (
    <div className="grid gap-3">
      <Field id="end-reason" label={t('reasonLabel')} required error={error} hint={t('reasonHint', { max: String(MAX_REASON) })}>
        <textarea
          id="end-reason"
          className="min-h-24 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          value={reason}
          maxLength={MAX_REASON + 100}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy('end-reason', { hint: true, error })}
        />
      </Field>
      <div>
        <Button
          variant="errorOutline"
          onClick={() => {
            const trimmed = reason.trim();
            const problem = !trimmed
              ? t('reasonRequired')
              : trimmed.length > MAX_REASON
                ? t('reasonTooLong', { max: String(MAX_REASON) })
                : null;
            setError(problem);
            if (problem) document.getElementById('end-reason')?.focus();
            else setIsOpen(true);
          }}
        >
          <Ban aria-hidden="true" />
          {t('end')}
        </Button>
        <ConfirmDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          tone="error"
          title={t('confirmTitle')}
          description={t('confirmDescription', {
            student: placement.studentName,
            company: nameIn({ locale, th: placement.companyName, en: placement.companyNameEn }),
            reason: reason.trim(),
          })}
          confirmLabel={t('end')}
          onConfirm={async () => {
            await end.runOrThrow();
          }}
        />
      </div>
    </div>
  );
}
