'use client';

import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';

/** Shows a client id and its new secret once: the portal keeps only the secret's hash. */
export function SecretDialog({ clientId, clientSecret, onClose }: { clientId: string; clientSecret: string | null; onClose: () => void }) {
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('คัดลอกแล้ว');
    } catch {
      toast.error('คัดลอกไม่สำเร็จ', 'กรุณาเลือกข้อความแล้วคัดลอกเอง');
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>บันทึกข้อมูลไคลเอนต์</DialogTitle>
        <DialogDescription>
          {clientSecret
            ? 'ความลับของไคลเอนต์จะแสดงเพียงครั้งนี้ครั้งเดียว ระบบเก็บไว้เฉพาะค่าแฮช หากทำหาย ต้องรีเซ็ตความลับใหม่'
            : 'ไคลเอนต์สาธารณะไม่มีความลับ และต้องใช้ PKCE ทุกครั้ง'}
        </DialogDescription>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium text-gray-700">รหัสไคลเอนต์ (client_id)</dt>
            <dd className="flex items-center gap-2">
              <code data-testid="client-id" className="flex-1 rounded-lg bg-gray-100 px-3 py-2 font-mono text-xs break-all">
                {clientId}
              </code>
              <Button size="sm" variant="outline" onClick={() => copy(clientId)}>
                <Copy aria-hidden="true" />
                <span className="sr-only">คัดลอกรหัสไคลเอนต์</span>
              </Button>
            </dd>
          </div>
          {clientSecret ? (
            <div className="grid gap-1">
              <dt className="font-medium text-gray-700">ความลับของไคลเอนต์ (client_secret)</dt>
              <dd className="flex items-center gap-2">
                <code data-testid="client-secret" className="flex-1 rounded-lg bg-warning-50 px-3 py-2 font-mono text-xs break-all">
                  {clientSecret}
                </code>
                <Button size="sm" variant="outline" onClick={() => copy(clientSecret)}>
                  <Copy aria-hidden="true" />
                  <span className="sr-only">คัดลอกความลับของไคลเอนต์</span>
                </Button>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="flex justify-end">
          <Button onClick={onClose}>บันทึกไว้แล้ว ปิดหน้าต่าง</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
