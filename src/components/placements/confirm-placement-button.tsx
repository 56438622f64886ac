'use client';

import { Check } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import type { PlacementView } from '@/lib/placements';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The student confirms they will do the internship as recorded (once). */
export function ConfirmPlacementButton({ placement }: { placement: PlacementView }) {
  const confirm = useMutationAction({
    action: () => apiCall('POST /student/sessions/{sessionId}/placement/confirm', { params: { sessionId: placement.sessionId } }),
    success: 'ยืนยันการฝึกงานแล้ว',
    failure: 'ยืนยันการฝึกงานไม่สำเร็จ',
  });
  return (
    <ConfirmDialog
      title="ยืนยันการฝึกงานนี้?"
      description={`ยืนยันว่าคุณจะฝึกงานตำแหน่ง ${placement.openingTitle} ที่ ${placement.companyName} ตามข้อมูลที่แสดง ยืนยันแล้วยกเลิกไม่ได้`}
      confirmLabel="ยืนยันการฝึกงาน"
      onConfirm={async () => {
        await confirm.runOrThrow();
      }}
      trigger={
        <Button>
          <Check aria-hidden="true" />
          ยืนยันการฝึกงาน
        </Button>
      }
    />
  );
}
