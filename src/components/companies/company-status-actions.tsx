'use client';

import { Power, PowerOff } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Disable (with a warning that every login of its users ends) or enable a company. */
export function CompanyStatusActions({
  companyId,
  companyName,
  isActive,
  activeUserCount,
}: {
  companyId: number;
  companyName: string;
  isActive: boolean;
  activeUserCount: number;
}) {
  const enable = useMutationAction({
    action: () => apiCall('POST /admin/companies/{companyId}/enable', { params: { companyId } }),
    success: { title: 'เปิดใช้งานบริษัทแล้ว', description: companyName },
    failure: 'เปิดใช้งานบริษัทไม่สำเร็จ',
  });
  const disable = useMutationAction({
    action: () => apiCall('POST /admin/companies/{companyId}/disable', { params: { companyId } }),
    success: { title: 'ปิดใช้งานบริษัทแล้ว', description: companyName },
    failure: 'ปิดใช้งานบริษัทไม่สำเร็จ',
  });
  return isActive ? (
    <ConfirmDialog
      tone="error"
      title="ปิดใช้งานบริษัทนี้?"
      description={`ผู้ใช้ทั้งหมดของ ${companyName}${activeUserCount ? ` (${activeUserCount.toLocaleString('th-TH')} คนที่ใช้งานอยู่)` : ''} จะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งานบริษัทอีกครั้ง นิสิตจะไม่เห็นบริษัทนี้ในรายการบริษัท`}
      confirmLabel="ปิดใช้งานบริษัท"
      onConfirm={async () => void (await disable.runOrThrow())}
      trigger={
        <Button variant="errorOutline">
          <PowerOff aria-hidden="true" />
          ปิดใช้งานบริษัท
        </Button>
      }
    />
  ) : (
    <ConfirmDialog
      title="เปิดใช้งานบริษัทนี้?"
      description="ผู้ใช้ของบริษัทที่เปิดใช้งานอยู่จะเข้าสู่ระบบได้อีกครั้ง และนิสิตจะเห็นบริษัทนี้ในรายการบริษัท"
      confirmLabel="เปิดใช้งานบริษัท"
      onConfirm={async () => void (await enable.runOrThrow())}
      trigger={
        <Button variant="outline">
          <Power aria-hidden="true" />
          เปิดใช้งานบริษัท
        </Button>
      }
    />
  );
}
