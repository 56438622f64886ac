'use client';

import Link from 'next/link';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import {
  EMAIL_STATUS_LABELS_TH,
  LINE_STATUS_LABELS_TH,
  EMAIL_STATUSES,
  NOTIFICATION_KIND_LABELS_TH,
  NOTIFICATION_KINDS,
  RECIPIENT_ROLE_LABELS_TH,
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

const columns: DataTableColumn<SentNotification>[] = [
  {
    id: 'createdAt',
    header: 'เวลา',
    meta: { label: 'เวลา', hideable: false, className: 'whitespace-nowrap text-gray-700' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'recipient',
    header: 'ผู้รับ',
    meta: { label: 'ผู้รับ', className: 'min-w-44' },
    cell: ({ row: { original: row } }) => (
      <span className="grid">
        <span className="font-medium text-gray-900">{row.recipientName ?? row.recipientId}</span>
        <span className="text-xs text-gray-600">
          {RECIPIENT_ROLE_LABELS_TH[row.recipientRole]} · {row.emailAddress ?? row.recipientId}
        </span>
      </span>
    ),
  },
  {
    id: 'title',
    header: 'เรื่อง',
    meta: { label: 'เรื่อง', className: 'min-w-56' },
    cell: ({ row: { original: row } }) => (
      <span className="grid">
        <span className="text-gray-900">{row.title}</span>
        <span className="text-xs text-gray-600">{NOTIFICATION_KIND_LABELS_TH[row.kind]}</span>
      </span>
    ),
  },
  {
    id: 'email',
    header: 'อีเมล',
    meta: { label: 'อีเมล', className: 'min-w-44' },
    cell: ({ row: { original: row } }) => (
      <span className="grid gap-1">
        <Badge tone={STATUS_TONES[row.emailStatus]}>{EMAIL_STATUS_LABELS_TH[row.emailStatus]}</Badge>
        <span className="text-xs text-gray-600">
          {row.emailSentAt ? formatDateTime(row.emailSentAt) : `พยายาม ${row.emailAttempts} ครั้ง`}
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
        <Badge tone={STATUS_TONES[row.lineStatus]}>{LINE_STATUS_LABELS_TH[row.lineStatus]}</Badge>
        {row.lineSentAt ? <span className="text-xs text-gray-600">{formatDateTime(row.lineSentAt)}</span> : null}
        {row.lineStatus === 'PENDING' || row.lineStatus === 'FAILED' ? (
          <span className="text-xs text-gray-600">{`พยายาม ${row.lineAttempts} ครั้ง`}</span>
        ) : null}
        {row.lineLastError ? <span className="text-xs break-words text-gray-600">{row.lineLastError}</span> : null}
      </span>
    ),
  },
];

/** What was sent to whom, and what failed; filters live in the URL; a finished mail can be queued again. */
export function SentNotificationsTable({ list, isMailKept }: { list: SentNotificationList; isMailKept: boolean }) {
  const { get, update } = useQueryState();
  const [target, setTarget] = useState<number | null>(null);
  const resending = useMutationAction<number>({
    action: (notificationId) => apiCall('POST /admin/notifications/{notificationId}/resend', { params: { notificationId } }),
    success: { title: 'ส่งอีเมลอีกครั้งแล้ว', description: 'อีเมลอยู่ในคิวและจะถูกส่งภายในไม่กี่วินาที' },
    failure: 'ส่งอีกครั้งไม่สำเร็จ',
  });
  const resend = (notificationId: number) => {
    setTarget(notificationId);
    void resending.run(notificationId);
  };
  const resendingId = resending.isPending ? target : null;

  const rowActions: RowAction<SentNotification>[] = [
    (row) => (
      <Button asChild size="sm" variant="ghost">
        <Link href={`/admin/notifications/${row.notificationId}`}>ดูอีเมล</Link>
      </Button>
    ),
    (row) =>
      row.emailStatus !== 'PENDING' && row.emailStatus !== 'SENDING' ? (
        <Button size="sm" variant="outline" isLoading={resendingId === row.notificationId} onClick={() => resend(row.notificationId)}>
          ส่งอีกครั้ง
        </Button>
      ) : null,
  ];

  return (
    <div className="grid gap-4">
      {isMailKept ? (
        <p className="rounded-lg border border-info-200 bg-info-50 px-4 py-3 text-sm text-info-800">
          ยังไม่ได้ตั้งค่า SMTP_URL: ระบบเก็บอีเมลไว้ที่นี่แทนการส่งจริง กด &quot;ดูอีเมล&quot; เพื่ออ่านฉบับที่ผู้รับจะได้รับ
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="notification-kind">ประเภท</Label>
          <Select value={get('kind') || ALL} onValueChange={(value) => update({ kind: value === ALL ? null : value })}>
            <SelectTrigger id="notification-kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>ทุกประเภท</SelectItem>
              {NOTIFICATION_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {NOTIFICATION_KIND_LABELS_TH[kind]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notification-status">สถานะอีเมล</Label>
          <Select value={get('emailStatus') || ALL} onValueChange={(value) => update({ emailStatus: value === ALL ? null : value })}>
            <SelectTrigger id="notification-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>ทุกสถานะ</SelectItem>
              {EMAIL_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {EMAIL_STATUS_LABELS_TH[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <SearchField label="ค้นหาผู้รับ อีเมล หรือหัวเรื่อง" placeholder="เช่น รหัสนิสิต หรือ @example.com" showLabel />
      </div>
      <DataTable
        id="admin-sent-notifications"
        caption="การแจ้งเตือนและการส่งอีเมล เรียงจากล่าสุด"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(row) => String(row.notificationId)}
        url={{ filterKeys: ['kind', 'emailStatus', 'search'] }}
        rowActions={rowActions}
        emptyFiltered="ไม่มีการแจ้งเตือนที่ตรงกับตัวกรอง"
      />
    </div>
  );
}
