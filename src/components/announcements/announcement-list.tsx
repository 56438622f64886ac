'use client';

import { Megaphone, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { type AnnouncementList as AnnouncementListAnswer, type AnnouncementStatus, type AnnouncementView } from '@/lib/announcements';
import { datesFor } from '@/lib/dates';
import type { StatusTone } from '@/lib/labels';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useMutationAction } from '@/components/ui/use-mutation-action';

const STATUS_TONES: Record<AnnouncementStatus, StatusTone> = { SCHEDULED: 'info', SENT: 'success', CANCELLED: 'neutral' };

/** The session's announcements, newest first: status, audience, when, and for a sent one its delivery. */
export function AnnouncementList({ list }: { list: AnnouncementListAnswer }) {
  const t = useTranslations('AnnouncementList');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('total', { count: list.meta.totalItem })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.items.length === 0 ? (
          <EmptyState icon={Megaphone} headingLevel="h3" title={t('emptyTitle')} description={t('emptyDescription')} />
        ) : (
          <ul className="grid gap-3" aria-label={t('listLabel')}>
            {list.items.map((item) => (
              <AnnouncementItem key={item.announcementId} item={item} />
            ))}
          </ul>
        )}
        {list.meta.totalPage > 1 ? <Pagination meta={list.meta} /> : null}
      </CardContent>
    </Card>
  );
}

function AnnouncementItem({ item }: { item: AnnouncementView }) {
  const t = useTranslations('AnnouncementList');
  const labels = useTranslations('AnnouncementLabels');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const number = (value: number) => value.toLocaleString(locale === 'en' ? 'en-GB' : 'th-TH');
  // The announcement in the reader's language when the office wrote it in both (the form asks for both or neither).
  const title = nameIn({ locale, th: item.titleTh, en: item.titleEn });
  const body = nameIn({ locale, th: item.bodyTh, en: item.bodyEn });
  const cancel = useMutationAction({
    action: () => apiCall('POST /admin/announcements/{announcementId}/cancel', { params: { announcementId: item.announcementId } }),
    success: { title: t('cancelled'), description: title },
    failure: t('cancelFailure'),
  });
  const { delivery } = item;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby={`announcement-${item.announcementId}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={`announcement-${item.announcementId}-title`} className="font-semibold break-words text-gray-900">
            {title}
          </h3>
          <p className="text-sm text-gray-700">
            {t('to', { audience: labels(`audience.${item.audience}`) })} ·{' '}
            {item.status === 'SENT'
              ? t('sentAt', { at: formatDateTime(item.sentAt) })
              : item.status === 'SCHEDULED'
                ? t('scheduledAt', { at: formatDateTime(item.scheduledAt) })
                : t('cancelledAt', { at: formatDateTime(item.updatedAt) })}
            {item.createdByName ? t('by', { name: item.createdByName }) : ''}
          </p>
        </div>
        <Badge tone={STATUS_TONES[item.status]}>{labels(`status.${item.status}`)}</Badge>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-gray-800">{body}</p>
      {item.status === 'SENT' ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label={t('deliveryLabel')}>
          {(
            [
              [t('recipients'), delivery.recipients],
              [t('read'), delivery.read],
              [t('emailSent'), delivery.emailSent],
              [t('emailKept'), delivery.emailKept],
              [t('emailPending'), delivery.emailPending],
              [t('emailSkipped'), delivery.emailSkipped],
              [t('emailFailed'), delivery.emailFailed],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md bg-gray-50 px-3 py-2">
              <dt className="text-xs text-gray-700">{label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">{number(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.status === 'SCHEDULED' ? (
        <div className="mt-3">
          <ConfirmDialog
            tone="error"
            title={t('cancelTitle')}
            description={t('cancelDescription', { title, at: formatDateTime(item.scheduledAt) })}
            confirmLabel={t('cancelConfirm')}
            cancelLabel={t('keep')}
            onConfirm={async () => {
              await cancel.runOrThrow();
            }}
            trigger={
              <Button variant="errorOutline" size="sm" disabled={cancel.isPending}>
                <XCircle aria-hidden="true" />
                {t('cancelButton')}
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}
