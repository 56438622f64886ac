'use client';

import { Megaphone, XCircle } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import {
  ANNOUNCEMENT_AUDIENCE_LABELS_TH,
  ANNOUNCEMENT_STATUS_LABELS_TH,
  type AnnouncementList as AnnouncementListAnswer,
  type AnnouncementStatus,
  type AnnouncementView,
} from '@/lib/announcements';
import { formatDateTime } from '@/lib/dates';
import type { StatusTone } from '@/lib/labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useMutationAction } from '@/components/ui/use-mutation-action';

const STATUS_TONES: Record<AnnouncementStatus, StatusTone> = { SCHEDULED: 'info', SENT: 'success', CANCELLED: 'neutral' };
const number = (value: number) => value.toLocaleString('th-TH');

/** The session's announcements, newest first: status, audience, when, and for a sent one its delivery. */
export function AnnouncementList({ list }: { list: AnnouncementListAnswer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>ประกาศของรอบนี้</CardTitle>
        <CardDescription>ทั้งหมด {number(list.meta.totalItem)} รายการ ล่าสุดก่อน</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.items.length === 0 ? (
          <EmptyState
            icon={Megaphone}
            headingLevel="h3"
            title="ยังไม่มีประกาศ"
            description="ประกาศที่ส่งหรือตั้งเวลาไว้จะแสดงที่นี่ พร้อมจำนวนผู้รับ ผู้อ่าน และสถานะอีเมล"
          />
        ) : (
          <ul className="grid gap-3" aria-label="รายการประกาศ">
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
  const cancel = useMutationAction({
    action: () => apiCall('POST /admin/announcements/{announcementId}/cancel', { params: { announcementId: item.announcementId } }),
    success: { title: 'ยกเลิกประกาศแล้ว', description: item.titleTh },
    failure: 'ยกเลิกประกาศไม่สำเร็จ',
  });
  const { delivery } = item;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby={`announcement-${item.announcementId}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={`announcement-${item.announcementId}-title`} className="font-semibold break-words text-gray-900">
            {item.titleTh}
          </h3>
          <p className="text-sm text-gray-700">
            ถึง{ANNOUNCEMENT_AUDIENCE_LABELS_TH[item.audience]} ·{' '}
            {item.status === 'SENT'
              ? `ส่งเมื่อ ${formatDateTime(item.sentAt)}`
              : item.status === 'SCHEDULED'
                ? `จะส่งเมื่อ ${formatDateTime(item.scheduledAt)}`
                : `ยกเลิกเมื่อ ${formatDateTime(item.updatedAt)}`}
            {item.createdByName ? ` · โดย ${item.createdByName}` : ''}
          </p>
        </div>
        <Badge tone={STATUS_TONES[item.status]}>{ANNOUNCEMENT_STATUS_LABELS_TH[item.status]}</Badge>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-gray-800">{item.bodyTh}</p>
      {item.status === 'SENT' ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="การส่ง">
          {(
            [
              ['ผู้รับ', delivery.recipients],
              ['อ่านแล้ว', delivery.read],
              ['อีเมลส่งแล้ว', delivery.emailSent],
              ['อีเมลเก็บไว้', delivery.emailKept],
              ['อีเมลรอส่ง', delivery.emailPending],
              ['ไม่ส่งอีเมล', delivery.emailSkipped],
              ['อีเมลส่งไม่สำเร็จ', delivery.emailFailed],
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
            title="ยกเลิกประกาศนี้หรือไม่"
            description={`“${item.titleTh}” จะไม่ถูกส่ง (กำหนดส่ง ${formatDateTime(item.scheduledAt)})`}
            confirmLabel="ยกเลิกประกาศ"
            cancelLabel="ไม่ยกเลิก"
            onConfirm={async () => {
              await cancel.runOrThrow();
            }}
            trigger={
              <Button variant="errorOutline" size="sm" disabled={cancel.isPending}>
                <XCircle aria-hidden="true" />
                ยกเลิกประกาศ
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}
