'use client';

import { CheckCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { NOTIFICATION_KIND_LABELS_TH, type NotificationList } from '@/lib/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The centre's list: newest first, unread ones marked; opening one or "mark as read" records it read, and the bell follows. */
export function NotificationList({ list, unreadCount }: { list: NotificationList; unreadCount: number }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // Which button is busy: one notification's, or the "all" button.
  const [target, setTarget] = useState<number | 'all' | null>(null);
  const marking = useMutationAction<number | 'all'>({
    action: (notificationId) =>
      notificationId === 'all'
        ? apiCall('POST /notifications/read-all')
        : apiCall('POST /notifications/{notificationId}/read', { params: { notificationId } }),
    failure: 'ทำรายการไม่สำเร็จ',
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
          {unreadCount > 0 ? `ยังไม่ได้อ่าน ${unreadCount} รายการ` : 'อ่านครบทุกรายการแล้ว'}
        </p>
        <Button variant="outline" size="sm" disabled={unreadCount === 0} isLoading={busyId === 'all'} onClick={() => markRead('all')}>
          <CheckCheck aria-hidden="true" />
          ทำเครื่องหมายว่าอ่านแล้วทั้งหมด
        </Button>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-white p-8 text-center text-gray-600">ยังไม่มีการแจ้งเตือน</p>
      ) : (
        <ul className="grid gap-3" aria-label="รายการแจ้งเตือน">
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
                        ยังไม่ได้อ่าน
                      </Badge>
                    ) : (
                      <Badge tone="neutral">อ่านแล้ว</Badge>
                    )}
                    <span>{NOTIFICATION_KIND_LABELS_TH[item.kind]}</span>
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
                        ไปที่หน้าที่เกี่ยวข้อง
                      </Link>
                    </Button>
                    {isUnread ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        isLoading={busyId === item.notificationId}
                        onClick={() => markRead(item.notificationId)}
                      >
                        ทำเครื่องหมายว่าอ่านแล้ว
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
