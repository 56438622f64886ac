'use client';

import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { NotificationPreference } from '@/lib/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * E-mail (and LINE, when LINE is configured and the person linked it: `showLine`) on or off per kind; the centre
 * keeps every notification whatever is chosen here.
 */
export function NotificationPreferencesForm({ initial, showLine = false }: { initial: NotificationPreference[]; showLine?: boolean }) {
  const [items, setItems] = useState(initial);
  // The answer is the saved list; nothing else on the page shows the choices, so no refresh.
  const saving = useMutationAction<NotificationPreference[], { items: NotificationPreference[] }>({
    action: (preferences) =>
      apiCall('PUT /notifications/preferences', {
        body: {
          preferences: preferences.map(({ kind, isEmailEnabled, isLineEnabled }) =>
            showLine ? { kind, isEmailEnabled, isLineEnabled } : { kind, isEmailEnabled },
          ),
        },
      }),
    success: 'บันทึกการตั้งค่าการแจ้งเตือนแล้ว',
    failure: 'บันทึกไม่สำเร็จ',
    refresh: false,
    onSuccess: (answer) => setItems(answer.items),
  });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void saving.run(items);
  };
  const toggle = (kind: NotificationPreference['kind'], field: 'isEmailEnabled' | 'isLineEnabled', value: boolean) =>
    setItems((current) => current.map((entry) => (entry.kind === kind ? { ...entry, [field]: value } : entry)));

  return (
    <Card id="notification-preferences">
      <CardHeader>
        <CardTitle>{showLine ? 'การแจ้งเตือนทางอีเมลและ LINE' : 'การแจ้งเตือนทางอีเมล'}</CardTitle>
        <CardDescription>
          {showLine
            ? 'เลือกเรื่องที่ต้องการรับทางอีเมลและทาง LINE ทุกเรื่องยังแสดงในหน้าการแจ้งเตือนของระบบเสมอ'
            : 'เลือกเรื่องที่ต้องการรับทางอีเมล ทุกเรื่องยังแสดงในหน้าการแจ้งเตือนของระบบเสมอ'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-4">
          {showLine ? (
            <Table caption="ช่องทางที่ส่งการแจ้งเตือนแต่ละประเภท">
              <TableHeader>
                <TableRow>
                  <TableHead>ประเภท</TableHead>
                  <TableHead className="w-16 text-center">อีเมล</TableHead>
                  <TableHead className="w-16 text-center">LINE</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.kind}>
                    <TableHead scope="row" id={`kind-${item.kind}`} className="font-normal whitespace-normal text-gray-800">
                      {item.label}
                    </TableHead>
                    <TableCell className="text-center">
                      <Checkbox
                        id={`email-${item.kind}`}
                        aria-label={`อีเมล: ${item.label}`}
                        checked={item.isEmailEnabled}
                        onChange={(event) => toggle(item.kind, 'isEmailEnabled', event.target.checked)}
                      />
                    </TableCell>
                    <TableCell className="text-center">
                      <Checkbox
                        id={`line-${item.kind}`}
                        aria-label={`LINE: ${item.label}`}
                        checked={item.isLineEnabled}
                        onChange={(event) => toggle(item.kind, 'isLineEnabled', event.target.checked)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <fieldset className="grid gap-3">
              <legend className="sr-only">ประเภทการแจ้งเตือนที่ส่งทางอีเมล</legend>
              {items.map((item) => (
                <div key={item.kind} className="flex items-center gap-3">
                  <Checkbox
                    id={`email-${item.kind}`}
                    checked={item.isEmailEnabled}
                    onChange={(event) => toggle(item.kind, 'isEmailEnabled', event.target.checked)}
                  />
                  <label htmlFor={`email-${item.kind}`} className="text-sm text-gray-800">
                    {item.label}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <div>
            <Button type="submit" isLoading={saving.isPending}>
              บันทึกการตั้งค่า
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
