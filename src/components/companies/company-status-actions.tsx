'use client';

import { Power, PowerOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Disable (with a warning that every login of its users ends) or enable a company. */
export function CompanyStatusActions({
  companyId,
  companyName,
  isActive,
  activeUserCount,
}: {
  companyId: number;
  companyName: string;
  isActive: boolean;
  activeUserCount: number;
}) {
  const t = useTranslations('CompanyStatusActions');
  const enable = useMutationAction({
    action: () => apiCall('POST /admin/companies/{companyId}/enable', { params: { companyId } }),
    success: { title: t('enabled'), description: companyName },
    failure: t('enableFailed'),
  });
  const disable = useMutationAction({
    action: () => apiCall('POST /admin/companies/{companyId}/disable', { params: { companyId } }),
    success: { title: t('disabled'), description: companyName },
    failure: t('disableFailed'),
  });
  return isActive ? (
    <ConfirmDialog
      tone="error"
      title={t('disableTitle')}
      description={
        activeUserCount
          ? t('disableDescriptionActive', { company: companyName, count: activeUserCount.toLocaleString('th-TH') })
          : t('disableDescription', { company: companyName })
      }
      confirmLabel={t('disable')}
      onConfirm={async () => void (await disable.runOrThrow())}
      trigger={
        <Button variant="errorOutline">
          <PowerOff aria-hidden="true" />
          {t('disable')}
        </Button>
      }
    />
  ) : (
    <ConfirmDialog
      title={t('enableTitle')}
      description={t('enableDescription')}
      confirmLabel={t('enable')}
      onConfirm={async () => void (await enable.runOrThrow())}
      trigger={
        <Button variant="outline">
          <Power aria-hidden="true" />
          {t('enable')}
        </Button>
      }
    />
  );
}
