'use client';

import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { nameIn } from '@/lib/names';
import type { PlacementView } from '@/lib/placements';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The student confirms they will do the internship as recorded (once). */
export function ConfirmPlacementButton({ placement }: { placement: PlacementView }) {
  const t = useTranslations('ConfirmPlacementButton');
  const locale = useLocale();
  const confirm = useMutationAction({
    action: () => apiCall('POST /student/sessions/{sessionId}/placement/confirm', { params: { sessionId: placement.sessionId } }),
    success: t('success'),
    failure: t('failure'),
  });
  return (
    <ConfirmDialog
      title={t('title')}
      description={t('description', {
        opening: placement.openingTitle,
        company: nameIn({ locale, th: placement.companyName, en: placement.companyNameEn }),
      })}
      confirmLabel={t('confirm')}
      onConfirm={async () => {
        await confirm.runOrThrow();
      }}
      trigger={
        <Button>
          <Check aria-hidden="true" />
          {t('confirm')}
        </Button>
      }
    />
  );
}
