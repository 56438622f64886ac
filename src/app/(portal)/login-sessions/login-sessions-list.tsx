'use client';

import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { OwnLoginSession } from '@/lib/auth';
import { formatDateTime } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export function LoginSessionsList({ items, totalItem }: { items: OwnLoginSession[]; totalItem: number }) {
  const [target, setTarget] = useState<number | null>(null);
  const current = items.find((item) => item.isCurrent);
  const others = items.filter((item) => !item.isCurrent);
  const otherCount = totalItem - (current ? 1 : 0);

  const ending = useMutationAction<OwnLoginSession>({
    action: (item) => apiCall('DELETE /auth/sessions/{loginSessionId}', { params: { loginSessionId: item.loginSessionId } }),
    success: (_, item) => ({ title: 'ออกจากระบบอุปกรณ์นั้นแล้ว', description: `เข้าสู่ระบบเมื่อ ${formatDateTime(item.createdAt)}` }),
    failure: 'ออกจากระบบอุปกรณ์นั้นไม่สำเร็จ',
  });
  const endOne = (item: OwnLoginSession) => {
    setTarget(item.loginSessionId);
    void ending.run(item);
  };
  const endingId = ending.isPending ? target : null;

  const endingOthers = useMutationAction<void, { endedCount: number }>({
    action: () => apiCall('DELETE /auth/sessions'),
    success: (answer) => ({ title: 'ออกจากระบบอุปกรณ์อื่นทั้งหมดแล้ว', description: `${answer.endedCount} รายการ` }),
    failure: 'ออกจากระบบอุปกรณ์อื่นไม่สำเร็จ',
  });

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1">
          <CardTitle>รายการที่เข้าสู่ระบบอยู่</CardTitle>
          <CardDescription>{totalItem} รายการ เรียงตามการใช้งานล่าสุด</CardDescription>
        </div>
        {otherCount > 0 ? (
          <ConfirmDialog
            tone="error"
            title="ออกจากระบบอุปกรณ์อื่นทั้งหมด?"
            description={`อุปกรณ์อื่นอีก ${otherCount} รายการจะต้องเข้าสู่ระบบใหม่ อุปกรณ์นี้ยังเข้าสู่ระบบอยู่ตามเดิม`}
            confirmLabel={`ออกจากระบบ ${otherCount} รายการ`}
            onConfirm={async () => void (await endingOthers.runOrThrow())}
            trigger={
              <Button variant="errorOutline" size="sm">
                <LogOut aria-hidden="true" />
                ออกจากระบบอุปกรณ์อื่นทั้งหมด
              </Button>
            }
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y rounded-xl border">
          {[...(current ? [current] : []), ...others].map((item) => (
            <li key={item.loginSessionId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
                <div className="grid gap-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                    เข้าสู่ระบบเมื่อ {formatDateTime(item.createdAt)}
                    {item.isCurrent ? (
                      <Badge tone="success" dot>
                        อุปกรณ์นี้
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-gray-600">ใช้งานล่าสุด {formatDateTime(item.lastUsedAt)}</p>
                  <p className="text-gray-600">หมดอายุ {formatDateTime(item.expiresAt)}</p>
                </div>
              </div>
              {item.isCurrent ? null : (
                <Button
                  variant="cancel"
                  size="sm"
                  isLoading={endingId === item.loginSessionId}
                  disabled={endingId !== null}
                  aria-label={`ออกจากระบบการเข้าสู่ระบบเมื่อ ${formatDateTime(item.createdAt)}`}
                  onClick={() => endOne(item)}
                >
                  ออกจากระบบ
                </Button>
              )}
            </li>
          ))}
        </ul>
        {otherCount === 0 ? (
          <EmptyState
            icon={MonitorSmartphone}
            headingLevel="h3"
            title="ไม่มีการเข้าสู่ระบบอื่น"
            description="บัญชีของคุณเข้าสู่ระบบอยู่เฉพาะบนอุปกรณ์นี้"
            className="py-8"
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
