'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';

/** The confirm step of an unsubscribe link: GET never changes anything (link scanners open links), the button does. */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const [state, setState] = useState<'ready' | 'busy' | 'done' | 'failed'>('ready');
  const [message, setMessage] = useState('');
  const confirm = async () => {
    setState('busy');
    try {
      await apiCall('POST /notifications/unsubscribe', { query: { token } });
      setState('done');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'เกิดข้อผิดพลาด');
      setState('failed');
    }
  };
  if (state === 'done') {
    return (
      <p role="status" className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-800">
        เลิกรับอีเมลประเภท &quot;{label}&quot; แล้ว คุณยังเห็นการแจ้งเตือนเรื่องนี้ในระบบได้ตามปกติ และเปิดรับอีเมลอีกครั้งได้ที่หน้าโปรไฟล์
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p>ต้องการเลิกรับอีเมลประเภท &quot;{label}&quot; ใช่หรือไม่</p>
      {state === 'failed' ? <p role="alert" className="text-error-700">{message}</p> : null}
      <div>
        <Button onClick={confirm} isLoading={state === 'busy'}>
          ยืนยันเลิกรับอีเมล
        </Button>
      </div>
    </div>
  );
}
