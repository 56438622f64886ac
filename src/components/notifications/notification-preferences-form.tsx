'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { NotificationPreference } from '@/lib/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * E-mail (and LINE, when LINE is configured and the person linked it: `showLine`) on or off per kind; the centre
 * keeps every notification whatever is chosen here.
 */
export function NotificationPreferencesForm({ initial, showLine = false }: { initial: NotificationPreference[]; showLine?: boolean }) {
  const t = useTranslations('NotificationPreferencesForm');
  const kinds = useTranslations('NotificationLabels');
  const [items, setItems] = useState(initial);
  // The answer is the saved list; nothing else on the page shows the choices, so no refresh.
  const saving = useMutationAction<NotificationPreference[], { items: NotificationPreference[] }>({
    action: (preferences) =>
      apiCall('PUT /notifications/preferences', {
        body: {
          preferences: preferences.map(({ kind, isEmailEnabled, isLineEnabled }) =>
            showLine ? { kind, isEmailEnabled, isLineEnabled } : { kind, isEmailEnabled },
          ),
        },
      }),
    success: t('saved'),
    failure: t('saveFailed'),
    refresh: false,
    onSuccess: (answer) => setItems(answer.items),
  });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void saving.run(items);
  };
  const toggle = (kind: NotificationPreference['kind'], field: 'isEmailEnabled' | 'isLineEnabled', value: boolean) =>
    setItems((current) => current.map((entry) => (entry.kind === kind ? { ...entry, [field]: value } : entry)));

  return (
    <Card id="notification-preferences">
      <CardHeader>
        <CardTitle>{showLine ? t('titleWithLine') : t('title')}</CardTitle>
        <CardDescription>{showLine ? t('descriptionWithLine') : t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-4">
          {showLine ? (
            <Table caption={t('channelsCaption')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('kind')}</TableHead>
                  <TableHead className="w-16 text-center">{t('email')}</TableHead>
                  <TableHead className="w-16 text-center">LINE</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.kind}>
                    <TableHead scope="row" id={`kind-${item.kind}`} className="font-normal whitespace-normal text-gray-800">
                      {kinds(`kind.${item.kind}`)}
                    </TableHead>
                    <TableCell className="text-center">
                      <Checkbox
                        id={`email-${item.kind}`}
                        aria-label={t('emailOf', { kind: kinds(`kind.${item.kind}`) })}
                        checked={item.isEmailEnabled}
                        onChange={(event) => toggle(item.kind, 'isEmailEnabled', event.target.checked)}
                      />
                    </TableCell>
                    <TableCell className="text-center">
                      <Checkbox
                        id={`line-${item.kind}`}
                        aria-label={t('lineOf', { kind: kinds(`kind.${item.kind}`) })}
                        checked={item.isLineEnabled}
                        onChange={(event) => toggle(item.kind, 'isLineEnabled', event.target.checked)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <fieldset className="grid gap-3">
              <legend className="sr-only">{t('emailKindsLegend')}</legend>
              {items.map((item) => (
                <div key={item.kind} className="flex items-center gap-3">
                  <Checkbox
                    id={`email-${item.kind}`}
                    checked={item.isEmailEnabled}
                    onChange={(event) => toggle(item.kind, 'isEmailEnabled', event.target.checked)}
                  />
                  <label htmlFor={`email-${item.kind}`} className="text-sm text-gray-800">
                    {kinds(`kind.${item.kind}`)}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <div>
            <Button type="submit" isLoading={saving.isPending}>
              {t('save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
