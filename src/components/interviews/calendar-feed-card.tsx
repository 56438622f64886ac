'use client';

import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import type { CalendarFeedStatus } from '@/lib/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * "ปฏิทินของฉัน": the signed-in person's private calendar feed URL (docs/interviews.md, Calendars). The same endpoint
 * serves students and company users, so the card holds no role of its own: the screen gives the status it read and a
 * line saying what the feed holds for that person. The card keeps the status itself from the answers of its writes
 * (no page refresh needed), and the URL only in memory, since the server can never show it again.
 */
export function CalendarFeedCard({ status, description }: { status: CalendarFeedStatus; description: ReactNode }) {
  const [current, setCurrent] = useState(status);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [copyNote, setCopyNote] = useState('');
  const urlId = useId();

  const create = useMutationAction({
    action: () => apiCall('POST /calendar-feed'),
    success: () => ({ title: current.isActive ? 'สร้างลิงก์ใหม่แล้ว ลิงก์เดิมใช้ไม่ได้อีก' : 'สร้างลิงก์ปฏิทินแล้ว' }),
    failure: 'สร้างลิงก์ปฏิทินไม่สำเร็จ',
    refresh: false,
    onSuccess: (created) => {
      setCreatedUrl(created.url);
      setCopyNote('');
      setCurrent({ isActive: true, createdAt: created.createdAt });
    },
  });
  const revoke = useMutationAction({
    action: () => apiCall('DELETE /calendar-feed'),
    success: { title: 'ยกเลิกลิงก์ปฏิทินแล้ว' },
    failure: 'ยกเลิกลิงก์ปฏิทินไม่สำเร็จ',
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
      setCopyNote('คัดลอกลิงก์แล้ว');
    } catch {
      // Without clipboard permission the field is selected, so a long press or Ctrl+C copies it.
      const field = document.getElementById(urlId);
      if (field instanceof HTMLTextAreaElement) field.select();
      setCopyNote('คัดลอกอัตโนมัติไม่ได้ กรุณาคัดลอกลิงก์ที่เลือกไว้เอง');
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>ปฏิทินของฉัน</CardTitle>
          {current.isActive ? (
            <Badge tone="success" dot>
              เปิดใช้อยู่
            </Badge>
          ) : (
            <Badge>ยังไม่ได้สร้าง</Badge>
          )}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 pt-3">
        {createdUrl ? (
          <div className="grid gap-2 rounded-xl border border-warning-200 bg-warning-50 p-4">
            <Label htmlFor={urlId}>ลิงก์ปฏิทินส่วนตัว</Label>
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
                คัดลอกลิงก์
              </Button>
            </div>
            <p id={`${urlId}-once`} className="text-sm text-warning-900">
              ลิงก์นี้แสดงเพียงครั้งนี้เท่านั้น ระบบไม่เก็บลิงก์ไว้ให้ดูอีก กรุณาคัดลอกไปเพิ่มในแอปปฏิทิน (เช่น Google Calendar หรือปฏิทินของโทรศัพท์ แบบ &ldquo;เพิ่มจาก
              URL&rdquo;) ตอนนี้ และอย่าส่งต่อให้ผู้อื่น เพราะผู้ที่มีลิงก์จะเห็นนัดของคุณ
            </p>
            <p role="status" className="text-sm font-medium text-success-800 empty:hidden">
              {copyNote}
            </p>
          </div>
        ) : current.isActive ? (
          <p className="text-sm text-gray-700">
            สร้างลิงก์ไว้เมื่อ {formatDateTime(current.createdAt)} ลิงก์แสดงเพียงครั้งเดียวตอนสร้าง หากไม่มีลิงก์แล้ว ให้สร้างลิงก์ใหม่
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {current.isActive ? (
            <>
              <ConfirmDialog
                title="สร้างลิงก์ปฏิทินใหม่?"
                description="ลิงก์เดิมจะหยุดทำงานทันที ปฏิทินที่ใช้ลิงก์เดิมจะไม่ได้รับนัดใหม่ ต้องเพิ่มลิงก์ใหม่ในแอปปฏิทินอีกครั้ง"
                confirmLabel="สร้างลิงก์ใหม่"
                onConfirm={async () => {
                  await create.runOrThrow();
                }}
                trigger={
                  <Button variant="outline">
                    <RefreshCw aria-hidden="true" />
                    สร้างลิงก์ใหม่
                  </Button>
                }
              />
              <ConfirmDialog
                tone="error"
                title="ยกเลิกลิงก์ปฏิทิน?"
                description="ลิงก์จะหยุดทำงานทันที และนัดจะหายจากแอปปฏิทินที่ใช้ลิงก์นี้ สร้างลิงก์ใหม่ได้ภายหลัง"
                confirmLabel="ยกเลิกลิงก์"
                cancelLabel="ไม่ยกเลิก"
                onConfirm={async () => {
                  await revoke.runOrThrow();
                }}
                trigger={
                  <Button variant="errorOutline">
                    <Trash2 aria-hidden="true" />
                    ยกเลิกลิงก์
                  </Button>
                }
              />
            </>
          ) : (
            <Button isLoading={create.isPending} loadingText="กำลังสร้าง…" onClick={() => void create.run()}>
              <CalendarPlus aria-hidden="true" />
              สร้างลิงก์ปฏิทิน
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
