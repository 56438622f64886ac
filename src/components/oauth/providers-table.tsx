'use client';

import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { List } from '@/lib/list';
import type { OAuthProviderView } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';

export function ProvidersTable({ list }: { list: List<OAuthProviderView> }) {
  const router = useRouter();

  async function remove(provider: OAuthProviderView) {
    try {
      await apiFetch(`/admin/oauth/providers/${provider.providerId}`, { method: 'DELETE' });
      toast.success('ลบผู้ให้บริการแล้ว', provider.name);
      router.refresh();
    } catch (error) {
      toast.error('ลบผู้ให้บริการไม่สำเร็จ', errorMessage(error));
      throw error;
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <ProviderDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              เพิ่มผู้ให้บริการ
            </Button>
          }
        />
      </div>
      <Table caption="รายชื่อผู้ให้บริการ OAuth">
        <TableHeader>
          <tr>
            <TableHead>ชื่อผู้ให้บริการ</TableHead>
            <TableHead>จำนวนแอปพลิเคชัน</TableHead>
            <TableHead>สร้างเมื่อ</TableHead>
            <TableHead>
              <span className="sr-only">การจัดการ</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={4}>ยังไม่มีผู้ให้บริการ OAuth กด “เพิ่มผู้ให้บริการ” เพื่อเริ่มต้น</TableEmptyRow>
          ) : (
            list.items.map((provider) => (
              <TableRow key={provider.providerId}>
                <TableCell className="font-medium">
                  <Link href={`/oauth-provider/${provider.providerId}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {provider.name}
                  </Link>
                </TableCell>
                <TableCell>{provider.clientCount.toLocaleString('th-TH')} แอป</TableCell>
                <TableCell className="whitespace-nowrap text-gray-600">{formatDate(provider.createdAt)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <div className="flex justify-end gap-2">
                    <ProviderDialog
                      provider={provider}
                      trigger={
                        <Button size="sm" variant="outline">
                          <Pencil aria-hidden="true" />
                          แก้ไขชื่อ<span className="sr-only"> {provider.name}</span>
                        </Button>
                      }
                    />
                    <ConfirmDialog
                      tone="error"
                      title={`ลบผู้ให้บริการ ${provider.name}?`}
                      description={`แอปพลิเคชันทั้ง ${provider.clientCount} แอปของผู้ให้บริการนี้และโทเค็นทั้งหมดที่ออกให้จะถูกลบและใช้งานไม่ได้ทันที การลบย้อนกลับไม่ได้`}
                      confirmLabel="ลบผู้ให้บริการ"
                      onConfirm={() => remove(provider)}
                      trigger={
                        <Button size="sm" variant="errorOutline">
                          <Trash2 aria-hidden="true" />
                          ลบ<span className="sr-only"> {provider.name}</span>
                        </Button>
                      }
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />
    </div>
  );
}

/** Creates a provider, or renames `provider`. */
export function ProviderDialog({ provider, trigger }: { provider?: OAuthProviderView; trigger: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const id = provider ? `provider-name-${provider.providerId}` : 'provider-name-new';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('กรุณากรอกชื่อผู้ให้บริการ');
      return;
    }
    setIsSaving(true);
    setError('');
    try {
      if (provider) await apiFetch(`/admin/oauth/providers/${provider.providerId}`, { method: 'PATCH', body: { name: name.trim() } });
      else await apiFetch('/admin/oauth/providers', { method: 'POST', body: { name: name.trim() } });
      toast.success(provider ? 'แก้ไขชื่อผู้ให้บริการแล้ว' : 'เพิ่มผู้ให้บริการแล้ว', name.trim());
      setOpen(false);
      router.refresh();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status === 409 ? 'มีผู้ให้บริการชื่อนี้อยู่แล้ว' : errorMessage(caught);
      setError(message);
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
          setName(provider?.name ?? '');
          setError('');
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{provider ? 'แก้ไขชื่อผู้ให้บริการ' : 'เพิ่มผู้ให้บริการ OAuth'}</DialogTitle>
        <DialogDescription>ผู้ให้บริการคือหน่วยงานหรือระบบที่เป็นเจ้าของแอปพลิเคชันภายนอก ชื่อต้องไม่ซ้ำกัน</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id={id} label="ชื่อผู้ให้บริการ" required error={error}>
            <Input id={id} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(id, { error })} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={() => setOpen(false)} disabled={isSaving}>
              ยกเลิก
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText="กำลังบันทึก…">
              บันทึก
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
