'use client';

import type { OwnStudentProfile, PendingEmailView } from '@/lib/student-profile';
import { formatDateTime } from '@/lib/dates';
import { apiCall } from '@/lib/api-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * A contact address the student set that has not been proven yet: the portal's notification mail keeps going to the
 * previous address until the link mailed to the new one is opened. The student can have the link mailed again.
 */
export function PendingEmailNotice({ pending, onResent }: { pending: PendingEmailView; onResent: (profile: OwnStudentProfile) => void }) {
  const resending = useMutationAction<void, OwnStudentProfile>({
    action: () => apiCall('POST /student/me/email-verification'),
    success: { title: 'ส่งอีเมลยืนยันอีกครั้งแล้ว', description: `ตรวจสอบกล่องจดหมายของ ${pending.email}` },
    failure: 'ส่งอีเมลยืนยันไม่สำเร็จ',
    refresh: false,
    onSuccess: onResent,
  });
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-gray-800 sm:col-span-3"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">รอยืนยัน</Badge>
        <span className="break-all font-medium">{pending.email}</span>
      </p>
      <p>
        {pending.sentAt ? `ส่งลิงก์ยืนยันไปที่อีเมลนี้แล้วเมื่อ ${formatDateTime(pending.sentAt)} ` : 'ยังส่งลิงก์ยืนยันไปที่อีเมลนี้ไม่ได้ '}
        ระบบจะส่งการแจ้งเตือนไปที่อีเมลนี้หลังจากคุณเปิดลิงก์ยืนยัน (ใช้ได้ถึง {formatDateTime(pending.expiresAt)}) ระหว่างนี้การแจ้งเตือนยังส่งไปที่อีเมลเดิม
      </p>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => void resending.run()} isLoading={resending.isPending}>
          ส่งอีเมลยืนยันอีกครั้ง
        </Button>
      </div>
    </div>
  );
}
