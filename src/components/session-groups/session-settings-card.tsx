'use client';

import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { SessionView } from '@/lib/session-view';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SessionForm } from './session-form';

export function SessionSettingsCard({ session }: { session: SessionView }) {
  const t = useTranslations('SessionSettingsCard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SessionForm
          idPrefix="session-settings"
          initial={session}
          submitLabel={t('submit')}
          save={{
            action: (values) => apiCall('PATCH /admin/sessions/{sessionId}', { params: { sessionId: session.sessionId }, body: values }),
            success: t('saved'),
          }}
        />
      </CardContent>
    </Card>
  );
}
