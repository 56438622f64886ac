'use client';

import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { CalendarFeedStatus } from '@/lib/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * "My calendar": the signed-in person's private calendar feed URL (docs/interviews.md, Calendars). The same endpoint
 * serves students and company users, so the card holds no role of its own: the screen gives the status it read and a
 * line saying what the feed holds for that person. The card keeps the status itself from the answers of its writes
 * (no page refresh needed), and the URL only in memory, since the server can never show it again.
 */
export function CalendarFeedCard({ status, description }: { status: CalendarFeedStatus; description: ReactNode }) {
  const t = useTranslations('CalendarFeedCard');
  const { formatDateTime } = datesFor(useLocale());
  const [current, setCurrent] = useState(status);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [copyNote, setCopyNote] = useState('');
  const urlId = useId();

  const create = useMutationAction({
    action: () => apiCall('POST /calendar-feed'),
    success: () => ({ title: current.isActive ? t('recreated') : t('created') }),
    failure: t('createFailed'),
    refresh: false,
    onSuccess: (created) => {
      setCreatedUrl(created.url);
      setCopyNote('');
      setCurrent({ isActive: true, createdAt: created.createdAt });
    },
  });
  const revoke = useMutationAction({
    action: () => apiCall('DELETE /calendar-feed'),
    success: { title: t('revoked') },
    failure: t('revokeFailed'),
    refresh: false,
    onSuccess: () => {
      setCreatedUrl(null);
      setCopyNote('');
      setCurrent({ isActive: false, createdAt: null });
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote(t('copied'));
    } catch {
      // Without clipboard permission the field is selected, so a long press or Ctrl+C copies it.
      const field = document.getElementById(urlId);
      if (field instanceof HTMLTextAreaElement) field.select();
      setCopyNote(t('copyFailed'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('title')}</CardTitle>
          {current.isActive ? (
            <Badge tone="success" dot>
              {t('active')}
            </Badge>
          ) : (
            <Badge>{t('notCreated')}</Badge>
          )}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 pt-3">
        {createdUrl ? (
          <div className="grid gap-2 rounded-xl border border-warning-200 bg-warning-50 p-4">
            <Label htmlFor={urlId}>{t('urlLabel')}</Label>
            {/* A few lines rather than one: the whole URL stays readable in a narrow side column. */}
            <div className="grid gap-2">
              <Textarea
                id={urlId}
                readOnly
                rows={3}
                value={createdUrl}
                className="min-h-0 resize-none font-mono text-xs break-all"
                aria-describedby={`${urlId}-once`}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline" className="justify-self-start" onClick={() => void copy(createdUrl)}>
                <Copy aria-hidden="true" />
                {t('copy')}
              </Button>
            </div>
            <p id={`${urlId}-once`} className="text-sm text-warning-900">
              {t('shownOnce')}
            </p>
            <p role="status" className="text-sm font-medium text-success-800 empty:hidden">
              {copyNote}
            </p>
          </div>
        ) : current.isActive ? (
          <p className="text-sm text-gray-700">{t('createdAt', { date: formatDateTime(current.createdAt) })}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {current.isActive ? (
            <>
              <ConfirmDialog
                title={t('recreateTitle')}
                description={t('recreateDescription')}
                confirmLabel={t('recreate')}
                onConfirm={async () => {
                  await create.runOrThrow();
                }}
                trigger={
                  <Button variant="outline">
                    <RefreshCw aria-hidden="true" />
                    {t('recreate')}
                  </Button>
                }
              />
              <ConfirmDialog
                tone="error"
                title={t('revokeTitle')}
                description={t('revokeDescription')}
                confirmLabel={t('revoke')}
                cancelLabel={t('keep')}
                onConfirm={async () => {
                  await revoke.runOrThrow();
                }}
                trigger={
                  <Button variant="errorOutline">
                    <Trash2 aria-hidden="true" />
                    {t('revoke')}
                  </Button>
                }
              />
            </>
          ) : (
            <Button isLoading={create.isPending} loadingText={t('creating')} onClick={() => void create.run()}>
              <CalendarPlus aria-hidden="true" />
              {t('create')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
