'use client';

import { apiCall } from '@/lib/api-call';
import type { SessionView } from '@/lib/session-view';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SessionForm } from './session-form';

export function SessionSettingsCard({ session }: { session: SessionView }) {
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
          save={{
            action: (values) => apiCall('PATCH /admin/sessions/{sessionId}', { params: { sessionId: session.sessionId }, body: values }),
            success: 'บันทึกการตั้งค่าแล้ว',
          }}
        />
      </CardContent>
    </Card>
  );
}
