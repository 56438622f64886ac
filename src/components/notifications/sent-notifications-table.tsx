'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import {
  EMAIL_STATUSES,
  NOTIFICATION_KINDS,
  type EmailStatus,
  type SentNotification,
  type SentNotificationList,
} from '@/lib/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';

const ALL = 'all';
const STATUS_TONES: Record<EmailStatus, 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'brand'> = {
  PENDING: 'info',
  SENDING: 'info',
  SENT: 'success',
  KEPT: 'brand',
  SKIPPED: 'neutral',
  FAILED: 'error',
};

type Texts = {
  t: ReturnType<typeof useTranslations<'SentNotificationsTable'>>;
  labels: ReturnType<typeof useTranslations<'NotificationLabels'>>;
  formatDateTime: ReturnType<typeof datesFor>['formatDateTime'];
};

const columnsOf = ({ t, labels, formatDateTime }: Texts): DataTableColumn<SentNotification>[] => [
  {
    id: 'createdAt',
    header: t('time'),
    meta: { label: t('time'), hideable: false, className: 'whitespace-nowrap text-gray-700' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'recipient',
    header: t('recipient'),
    meta: { label: t('recipient'), className: 'min-w-44' },
    cell: ({ row: { original: row } }) => (
      <span className="grid">
        <span className="font-medium text-gray-900">{row.recipientName ?? row.recipientId}</span>
        <span className="text-xs text-gray-600">
          {labels(`recipientRole.${row.recipientRole}`)} · {row.emailAddress ?? row.recipientId}
        </span>
      </span>
    ),
  },
  {
    id: 'title',
    header: t('subject'),
    meta: { label: t('subject'), className: 'min-w-56' },
    cell: ({ row: { original: row } }) => (
      <span className="grid">
        <span className="text-gray-900">{row.title}</span>
        <span className="text-xs text-gray-600">{labels(`kind.${row.kind}`)}</span>
      </span>
    ),
  },
  {
    id: 'email',
    header: t('email'),
    meta: { label: t('email'), className: 'min-w-44' },
    cell: ({ row: { original: row } }) => (
      <span className="grid gap-1">
        <Badge tone={STATUS_TONES[row.emailStatus]}>{labels(`emailStatus.${row.emailStatus}`)}</Badge>
        <span className="text-xs text-gray-600">
          {row.emailSentAt ? formatDateTime(row.emailSentAt) : t('attempts', { count: String(row.emailAttempts) })}
        </span>
        {row.emailLastError ? <span className="text-xs break-words text-error-700">{row.emailLastError}</span> : null}
      </span>
    ),
  },
  {
    id: 'line',
    header: 'LINE',
    meta: { label: 'LINE', className: 'min-w-36' },
    cell: ({ row: { original: row } }) => (
      <span className="grid gap-1">
        <Badge tone={STATUS_TONES[row.lineStatus]}>{labels(`lineStatus.${row.lineStatus}`)}</Badge>
        {row.lineSentAt ? <span className="text-xs text-gray-600">{formatDateTime(row.lineSentAt)}</span> : null}
        {row.lineStatus === 'PENDING' || row.lineStatus === 'FAILED' ? (
          <span className="text-xs text-gray-600">{t('attempts', { count: String(row.lineAttempts) })}</span>
        ) : null}
        {row.lineLastError ? <span className="text-xs break-words text-gray-600">{row.lineLastError}</span> : null}
      </span>
    ),
  },
];

/** What was sent to whom, and what failed; filters live in the URL; a finished mail can be queued again. */
export function SentNotificationsTable({ list, isMailKept }: { list: SentNotificationList; isMailKept: boolean }) {
  const t = useTranslations('SentNotificationsTable');
  const labels = useTranslations('NotificationLabels');
  const { formatDateTime } = datesFor(useLocale());
  const columns = useMemo(() => columnsOf({ t, labels, formatDateTime }), [t, labels, formatDateTime]);
  const { get, update } = useQueryState();
  const [target, setTarget] = useState<number | null>(null);
  const resending = useMutationAction<number>({
    action: (notificationId) => apiCall('POST /admin/notifications/{notificationId}/resend', { params: { notificationId } }),
    success: { title: t('resent'), description: t('resentDescription') },
    failure: t('resendFailed'),
  });
  const resend = (notificationId: number) => {
    setTarget(notificationId);
    void resending.run(notificationId);
  };
  const resendingId = resending.isPending ? target : null;

  const rowActions: RowAction<SentNotification>[] = [
    (row) => (
      <Button asChild size="sm" variant="ghost">
        <Link href={`/admin/notifications/${row.notificationId}`}>{t('viewEmail')}</Link>
      </Button>
    ),
    (row) =>
      row.emailStatus !== 'PENDING' && row.emailStatus !== 'SENDING' ? (
        <Button size="sm" variant="outline" isLoading={resendingId === row.notificationId} onClick={() => resend(row.notificationId)}>
          {t('resend')}
        </Button>
      ) : null,
  ];

  return (
    <div className="grid gap-4">
      {isMailKept ? <p className="rounded-lg border border-info-200 bg-info-50 px-4 py-3 text-sm text-info-800">{t('mailKept')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="notification-kind">{t('kind')}</Label>
          <Select value={get('kind') || ALL} onValueChange={(value) => update({ kind: value === ALL ? null : value })}>
            <SelectTrigger id="notification-kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('allKinds')}</SelectItem>
              {NOTIFICATION_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {labels(`kind.${kind}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notification-status">{t('emailStatus')}</Label>
          <Select value={get('emailStatus') || ALL} onValueChange={(value) => update({ emailStatus: value === ALL ? null : value })}>
            <SelectTrigger id="notification-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('allStatuses')}</SelectItem>
              {EMAIL_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {labels(`emailStatus.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} showLabel />
      </div>
      <DataTable
        id="admin-sent-notifications"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(row) => String(row.notificationId)}
        url={{ filterKeys: ['kind', 'emailStatus', 'search'] }}
        rowActions={rowActions}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
