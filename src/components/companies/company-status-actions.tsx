'use client';

import { Power, PowerOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';

/** Disable (with a warning that every login of its users ends) or enable a company. */
export function CompanyStatusActions({ companyId, companyName, isActive, activeUserCount }: { companyId: number; companyName: string; isActive: boolean; activeUserCount: number }) {
  const router = useRouter();
  async function change(nextActive: boolean) {
    try {
      await apiFetch(`/admin/companies/${companyId}/${nextActive ? 'enable' : 'disable'}`, { method: 'POST' });
      toast.success(nextActive ? 'เปิดใช้งานบริษัทแล้ว' : 'ปิดใช้งานบริษัทแล้ว', companyName);
      router.refresh();
    } catch (error) {
      toast.error(nextActive ? 'เปิดใช้งานบริษัทไม่สำเร็จ' : 'ปิดใช้งานบริษัทไม่สำเร็จ', errorMessage(error));
      throw error;
    }
  }
  return isActive ? (
    <ConfirmDialog
      tone="error"
      title="ปิดใช้งานบริษัทนี้?"
      description={`ผู้ใช้ทั้งหมดของ ${companyName}${activeUserCount ? ` (${activeUserCount.toLocaleString('th-TH')} คนที่ใช้งานอยู่)` : ''} จะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งานบริษัทอีกครั้ง นิสิตจะไม่เห็นบริษัทนี้ในรายการบริษัท`}
      confirmLabel="ปิดใช้งานบริษัท"
      onConfirm={() => change(false)}
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
      onConfirm={() => change(true)}
      trigger={
        <Button variant="outline">
          <Power aria-hidden="true" />
          เปิดใช้งานบริษัท
        </Button>
      }
    />
  );
}
