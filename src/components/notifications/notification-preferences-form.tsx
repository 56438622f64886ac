'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import type { NotificationPreference } from '@/lib/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';

/** E-mail on or off per kind; the centre keeps every notification whatever is chosen here. */
export function NotificationPreferencesForm({ initial }: { initial: NotificationPreference[] }) {
  const [items, setItems] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    try {
      const answer = await apiCall('PUT /notifications/preferences', {
        body: { preferences: items.map(({ kind, isEmailEnabled }) => ({ kind, isEmailEnabled })) },
      });
      setItems(answer.items);
      toast.success('บันทึกการตั้งค่าการแจ้งเตือนแล้ว');
    } catch (error) {
      toast.error('บันทึกไม่สำเร็จ', error instanceof ApiError ? error.message : undefined);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card id="notification-preferences">
      <CardHeader>
        <CardTitle>การแจ้งเตือนทางอีเมล</CardTitle>
        <CardDescription>เลือกเรื่องที่ต้องการรับทางอีเมล ทุกเรื่องยังแสดงในหน้าการแจ้งเตือนของระบบเสมอ</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-4">
          <fieldset className="grid gap-3">
            <legend className="sr-only">ประเภทการแจ้งเตือนที่ส่งทางอีเมล</legend>
            {items.map((item) => (
              <div key={item.kind} className="flex items-center gap-3">
                <Checkbox
                  id={`email-${item.kind}`}
                  checked={item.isEmailEnabled}
                  onChange={(event) => setItems((current) => current.map((entry) => (entry.kind === item.kind ? { ...entry, isEmailEnabled: event.target.checked } : entry)))}
                />
                <label htmlFor={`email-${item.kind}`} className="text-sm text-gray-800">
                  {item.label}
                </label>
              </div>
            ))}
          </fieldset>
          <div>
            <Button type="submit" isLoading={isSaving}>
              บันทึกการตั้งค่า
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
