'use client';

import { useRouter } from 'next/navigation';
import { apiCall } from '@/lib/api-call';
import type { SessionView } from '@/lib/session-view';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { SessionForm } from './session-form';

export function SessionSettingsCard({ session }: { session: SessionView }) {
  const router = useRouter();
  return (
    <Card>
      <CardHeader>
        <CardTitle>ตั้งค่ารอบการฝึกงาน</CardTitle>
        <CardDescription>เงื่อนไขการสมัครที่ใช้ตรวจการส่งอันดับของนิสิตและสัดส่วนตำแหน่งงานของบริษัท</CardDescription>
      </CardHeader>
      <CardContent>
        <SessionForm
          idPrefix="session-settings"
          initial={session}
          submitLabel="บันทึกการตั้งค่า"
          onSubmit={async (values) => {
            await apiCall('PATCH /admin/sessions/{sessionId}', { params: { sessionId: session.sessionId }, body: values });
            toast.success('บันทึกการตั้งค่าแล้ว');
            router.refresh();
          }}
        />
      </CardContent>
    </Card>
  );
}
