'use client';

import { CheckCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import { datesFor } from '@/lib/dates';
import type { NotificationList } from '@/lib/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The centre's list: newest first, unread ones marked; opening one or "mark as read" records it read, and the bell follows. */
export function NotificationList({ list, unreadCount }: { list: NotificationList; unreadCount: number }) {
  const t = useTranslations('NotificationList');
  const kinds = useTranslations('NotificationLabels');
  const { formatDateTime } = datesFor(useLocale());
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // Which button is busy: one notification's, or the "all" button.
  const [target, setTarget] = useState<number | 'all' | null>(null);
  const marking = useMutationAction<number | 'all'>({
    action: (notificationId) =>
      notificationId === 'all'
        ? apiCall('POST /notifications/read-all')
        : apiCall('POST /notifications/{notificationId}/read', { params: { notificationId } }),
    failure: t('markFailed'),
    // Refreshed in a transition, so the list is marked busy (aria-busy) until the new state arrives.
    refresh: false,
    onSuccess: () => startTransition(() => router.refresh()),
  });
  const markRead = (notificationId: number | 'all') => {
    setTarget(notificationId);
    void marking.run(notificationId);
  };
  const busyId = marking.isPending ? target : null;

  return (
    <div className="grid gap-4" aria-busy={isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700" aria-live="polite">
          {unreadCount > 0 ? t('unreadCount', { count: String(unreadCount) }) : t('allRead')}
        </p>
        <Button variant="outline" size="sm" disabled={unreadCount === 0} isLoading={busyId === 'all'} onClick={() => markRead('all')}>
          <CheckCheck aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-white p-8 text-center text-gray-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('listLabel')}>
          {list.items.map((item) => {
            const isUnread = item.readAt === null;
            return (
              <li key={item.notificationId} data-testid="notification-item" data-unread={isUnread ? 'true' : 'false'}>
                <article
                  aria-labelledby={`notification-${item.notificationId}-title`}
                  className={cn(
                    'rounded-xl border bg-white p-4 shadow-xs sm:p-5',
                    isUnread ? 'border-brand-300 ring-1 ring-brand-200' : 'border-gray-200',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                    {isUnread ? (
                      <Badge tone="brand" dot>
                        {t('unread')}
                      </Badge>
                    ) : (
                      <Badge tone="neutral">{t('read')}</Badge>
                    )}
                    <span>{kinds(`kind.${item.kind}`)}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </div>
                  <h2
                    id={`notification-${item.notificationId}-title`}
                    className={cn('mt-2 text-base text-gray-900', isUnread ? 'font-semibold' : 'font-medium')}
                  >
                    {item.title}
                  </h2>
                  <p className="mt-1.5 text-sm whitespace-pre-line text-gray-700">{item.body}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="secondary">
                      <Link
                        href={item.linkPath}
                        onClick={() =>
                          isUnread
                            ? void apiCall('POST /notifications/{notificationId}/read', {
                                params: { notificationId: item.notificationId },
                              }).catch(() => undefined)
                            : undefined
                        }
                      >
                        {t('open')}
                      </Link>
                    </Button>
                    {isUnread ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        isLoading={busyId === item.notificationId}
                        onClick={() => markRead(item.notificationId)}
                      >
                        {t('markRead')}
                      </Button>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination meta={list.meta} />
    </div>
  );
}
