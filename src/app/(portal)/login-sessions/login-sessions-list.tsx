'use client';

import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { OwnLoginSession } from '@/lib/auth';
import { datesFor } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export function LoginSessionsList({ items, totalItem }: { items: OwnLoginSession[]; totalItem: number }) {
  const t = useTranslations('LoginSessionsList');
  const { formatDateTime } = datesFor(useLocale());
  const [target, setTarget] = useState<number | null>(null);
  const current = items.find((item) => item.isCurrent);
  const others = items.filter((item) => !item.isCurrent);
  const otherCount = totalItem - (current ? 1 : 0);

  const ending = useMutationAction<OwnLoginSession>({
    action: (item) => apiCall('DELETE /auth/sessions/{loginSessionId}', { params: { loginSessionId: item.loginSessionId } }),
    success: (_, item) => ({ title: t('ended'), description: t('signedInAt', { time: formatDateTime(item.createdAt) }) }),
    failure: t('endFailed'),
  });
  const endOne = (item: OwnLoginSession) => {
    setTarget(item.loginSessionId);
    void ending.run(item);
  };
  const endingId = ending.isPending ? target : null;

  const endingOthers = useMutationAction<void, { endedCount: number }>({
    action: () => apiCall('DELETE /auth/sessions'),
    success: (answer) => ({ title: t('endedOthers'), description: t('count', { count: String(answer.endedCount) }) }),
    failure: t('endOthersFailed'),
  });

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description', { count: String(totalItem) })}</CardDescription>
        </div>
        {otherCount > 0 ? (
          <ConfirmDialog
            tone="error"
            title={t('endOthersTitle')}
            description={t('endOthersDescription', { count: String(otherCount) })}
            confirmLabel={t('endOthersConfirm', { count: String(otherCount) })}
            onConfirm={async () => void (await endingOthers.runOrThrow())}
            trigger={
              <Button variant="errorOutline" size="sm">
                <LogOut aria-hidden="true" />
                {t('endOthers')}
              </Button>
            }
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y rounded-xl border">
          {[...(current ? [current] : []), ...others].map((item) => (
            <li key={item.loginSessionId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
                <div className="grid gap-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                    {t('signedInAt', { time: formatDateTime(item.createdAt) })}
                    {item.isCurrent ? (
                      <Badge tone="success" dot>
                        {t('thisDevice')}
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-gray-600">{t('lastUsed', { time: formatDateTime(item.lastUsedAt) })}</p>
                  <p className="text-gray-600">{t('expires', { time: formatDateTime(item.expiresAt) })}</p>
                </div>
              </div>
              {item.isCurrent ? null : (
                <Button
                  variant="cancel"
                  size="sm"
                  isLoading={endingId === item.loginSessionId}
                  disabled={endingId !== null}
                  aria-label={t('endOne', { time: formatDateTime(item.createdAt) })}
                  onClick={() => endOne(item)}
                >
                  {t('end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {otherCount === 0 ? (
          <EmptyState
            icon={MonitorSmartphone}
            headingLevel="h3"
            title={t('noOthers')}
            description={t('noOthersDescription')}
            className="py-8"
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
