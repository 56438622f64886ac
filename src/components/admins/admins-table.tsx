'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { List } from '@/lib/list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';

export type AdminItem = { platformUid: string; username: string | null; email: string | null; displayName: string; isActive: boolean; createdAt: string };

export function AdminsTable({ list, ownPlatformUid }: { list: List<AdminItem>; ownPlatformUid: string }) {
  const router = useRouter();

  async function setActive(admin: AdminItem, isActive: boolean) {
    try {
      await apiFetch(`/admin/admins/${encodeURIComponent(admin.platformUid)}/${isActive ? 'enable' : 'disable'}`, { method: 'POST' });
      toast.success(isActive ? 'เปิดสิทธิ์ผู้ดูแลแล้ว' : 'ปิดสิทธิ์ผู้ดูแลแล้ว', admin.displayName);
      router.refresh();
    } catch (error) {
      toast.error('เปลี่ยนสถานะไม่สำเร็จ', errorMessage(error));
      throw error;
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <AddAdminDialog />
      </div>
      <Table caption="รายชื่อผู้ดูแลระบบ">
        <TableHeader>
          <tr>
            <TableHead>ชื่อ</TableHead>
            <TableHead>รหัสผู้ใช้ของแพลตฟอร์ม</TableHead>
            <TableHead>อีเมล</TableHead>
            <TableHead>สถานะ</TableHead>
            <TableHead>เพิ่มเมื่อ</TableHead>
            <TableHead>
              <span className="sr-only">การจัดการ</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={6}>ยังไม่มีผู้ดูแลระบบ</TableEmptyRow>
          ) : (
            list.items.map((admin) => {
              const isSelf = admin.platformUid === ownPlatformUid;
              return (
                <TableRow key={admin.platformUid}>
                  <TableCell className="min-w-40 font-medium text-gray-900">
                    {admin.displayName}
                    {isSelf ? <span className="ml-2 text-xs font-normal text-gray-600">(คุณ)</span> : null}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{admin.platformUid}</TableCell>
                  <TableCell>{admin.email ?? <span className="text-gray-500">–</span>}</TableCell>
                  <TableCell>
                    <Badge tone={admin.isActive ? 'success' : 'neutral'} dot>
                      {admin.isActive ? 'ใช้งานอยู่' : 'ปิดสิทธิ์แล้ว'}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-gray-600">{formatDate(admin.createdAt)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {isSelf ? null : admin.isActive ? (
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
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />
    </div>
  );
}

function AddAdminDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [platformUid, setPlatformUid] = useState('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!platformUid.trim()) {
      setError('กรุณากรอกรหัสผู้ใช้ของแพลตฟอร์ม');
      return;
    }
    setIsSaving(true);
    setError('');
    try {
      await apiFetch('/admin/admins', { method: 'POST', body: { platformUid: platformUid.trim() } });
      toast.success('เพิ่มผู้ดูแลระบบแล้ว', platformUid.trim());
      setOpen(false);
      router.refresh();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status === 409 ? 'ผู้ใช้นี้เป็นผู้ดูแลระบบอยู่แล้ว' : errorMessage(caught);
      setError(message);
      toast.error('เพิ่มผู้ดูแลไม่สำเร็จ', message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setPlatformUid('');
          setError('');
        }
      }}
    >
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
            <Button variant="cancel" onClick={() => setOpen(false)} disabled={isSaving}>
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
