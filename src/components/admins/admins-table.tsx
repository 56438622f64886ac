'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { AdminView } from '@/lib/admins';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { formatDate } from '@/lib/dates';
import type { List } from '@/lib/list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { toast } from '@/components/ui/use-toast';

const columns: DataTableColumn<AdminView>[] = [
  {
    id: 'displayName',
    header: 'ชื่อ',
    meta: { label: 'ชื่อ', hideable: false, className: 'min-w-40 font-medium text-gray-900' },
    cell: ({ row, table }) => (
      <>
        {row.original.displayName}
        {row.original.platformUid === (table.options.meta as { ownPlatformUid?: string } | undefined)?.ownPlatformUid ? (
          <span className="ml-2 text-xs font-normal text-gray-600">(คุณ)</span>
        ) : null}
      </>
    ),
  },
  {
    id: 'platformUid',
    header: 'รหัสผู้ใช้ของแพลตฟอร์ม',
    meta: { label: 'รหัสผู้ใช้ของแพลตฟอร์ม', className: 'font-mono text-xs' },
    cell: ({ row }) => row.original.platformUid,
  },
  {
    id: 'email',
    header: 'อีเมล',
    meta: { label: 'อีเมล' },
    cell: ({ row }) => row.original.email ?? <span className="text-gray-500">–</span>,
  },
  {
    id: 'isActive',
    header: 'สถานะ',
    meta: { label: 'สถานะ' },
    cell: ({ row }) => (
      <Badge tone={row.original.isActive ? 'success' : 'neutral'} dot>
        {row.original.isActive ? 'ใช้งานอยู่' : 'ปิดสิทธิ์แล้ว'}
      </Badge>
    ),
  },
  {
    id: 'createdAt',
    header: 'เพิ่มเมื่อ',
    meta: { label: 'เพิ่มเมื่อ', className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

export function AdminsTable({ list, ownPlatformUid }: { list: List<AdminView>; ownPlatformUid: string }) {
  const router = useRouter();

  async function setActive(admin: AdminView, isActive: boolean) {
    try {
      await apiCall(isActive ? 'POST /admin/admins/{platformUid}/enable' : 'POST /admin/admins/{platformUid}/disable', {
        params: { platformUid: admin.platformUid },
      });
      toast.success(isActive ? 'เปิดสิทธิ์ผู้ดูแลแล้ว' : 'ปิดสิทธิ์ผู้ดูแลแล้ว', admin.displayName);
      router.refresh();
    } catch (error) {
      toast.error('เปลี่ยนสถานะไม่สำเร็จ', errorMessage(error));
      throw error;
    }
  }

  const rowActions: RowAction<AdminView>[] = [
    (admin) =>
      admin.platformUid === ownPlatformUid ? null : admin.isActive ? (
        <ConfirmDialog
          tone="error"
          title={`ปิดสิทธิ์ผู้ดูแล ${admin.displayName}?`}
          description="ผู้ดูแลคนนี้จะถูกออกจากระบบทันทีและเข้าหน้าผู้ดูแลไม่ได้จนกว่าจะเปิดสิทธิ์อีกครั้ง"
          confirmLabel="ปิดสิทธิ์"
          onConfirm={() => setActive(admin, false)}
          trigger={
            <Button size="sm" variant="errorOutline">
              ปิดสิทธิ์<span className="sr-only"> {admin.displayName}</span>
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          title={`เปิดสิทธิ์ผู้ดูแล ${admin.displayName}?`}
          description="ผู้ดูแลคนนี้จะเข้าใช้หน้าผู้ดูแลทั้งหมดได้อีกครั้ง"
          confirmLabel="เปิดสิทธิ์"
          onConfirm={() => setActive(admin, true)}
          trigger={
            <Button size="sm" variant="outline">
              เปิดสิทธิ์<span className="sr-only"> {admin.displayName}</span>
            </Button>
          }
        />
      ),
  ];

  return (
    <DataTable
      id="admin-admins"
      caption="รายชื่อผู้ดูแลระบบ"
      columns={columns}
      data={list.items}
      meta={list.meta}
      tableMeta={{ ownPlatformUid }}
      getRowId={(admin) => admin.platformUid}
      rowActions={rowActions}
      toolbar={
        <div className="flex justify-end">
          <AddAdminDialog />
        </div>
      }
      emptyFiltered="ยังไม่มีผู้ดูแลระบบ"
    />
  );
}

function AddAdminDialog() {
  const [platformUid, setPlatformUid] = useState('');
  const dialog = useFormDialog<string>({
    action: (uid) => apiCall('POST /admin/admins', { body: { platformUid: uid } }),
    success: (_, uid) => ({ title: 'เพิ่มผู้ดูแลระบบแล้ว', description: uid }),
    failure: 'เพิ่มผู้ดูแลไม่สำเร็จ',
    describeError: (caught) => (caught instanceof ApiError && caught.status === 409 ? 'ผู้ใช้นี้เป็นผู้ดูแลระบบอยู่แล้ว' : errorMessage(caught)),
    onOpen: () => setPlatformUid(''),
  });
  const error = dialog.error ?? '';
  const isSaving = dialog.isSaving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!platformUid.trim()) {
      dialog.setError('กรุณากรอกรหัสผู้ใช้ของแพลตฟอร์ม');
      return;
    }
    await dialog.run(platformUid.trim());
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          เพิ่มผู้ดูแลระบบ
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>เพิ่มผู้ดูแลระบบ</DialogTitle>
        <DialogDescription>ระบุรหัสผู้ใช้ของแพลตฟอร์ม ผู้ใช้ไม่จำเป็นต้องเคยเข้าสู่ระบบมาก่อน</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id="admin-platform-uid" label="รหัสผู้ใช้ของแพลตฟอร์ม" required error={error}>
            <Input
              id="admin-platform-uid"
              value={platformUid}
              onChange={(event) => setPlatformUid(event.target.value)}
              autoComplete="off"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy('admin-platform-uid', { error })}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={isSaving}>
              ยกเลิก
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText="กำลังเพิ่ม…">
              เพิ่ม
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
