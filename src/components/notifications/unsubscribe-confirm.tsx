'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The confirm step of an unsubscribe link: GET never changes anything (link scanners open links), the button does. */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const [isDone, setIsDone] = useState(false);
  // The page says the outcome itself, in place of the button; a toast would only repeat it.
  const unsubscribing = useMutationAction({
    action: () => apiCall('POST /notifications/unsubscribe', { query: { token } }),
    describeError: (error) => (error instanceof ApiError ? error.message : 'เกิดข้อผิดพลาด'),
    toastError: false,
    refresh: false,
    onSuccess: () => setIsDone(true),
  });
  if (isDone) {
    return (
      <p role="status" className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-800">
        เลิกรับอีเมลประเภท &quot;{label}&quot; แล้ว คุณยังเห็นการแจ้งเตือนเรื่องนี้ในระบบได้ตามปกติ และเปิดรับอีเมลอีกครั้งได้ที่หน้าโปรไฟล์
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p>ต้องการเลิกรับอีเมลประเภท &quot;{label}&quot; ใช่หรือไม่</p>
      {unsubscribing.error !== null ? (
        <p role="alert" className="text-error-700">
          {unsubscribing.error}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void unsubscribing.run()} isLoading={unsubscribing.isPending}>
          ยืนยันเลิกรับอีเมล
        </Button>
      </div>
    </div>
  );
}
