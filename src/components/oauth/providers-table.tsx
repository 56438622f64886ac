'use client';

import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { formatDate } from '@/lib/dates';
import type { OAuthProviderList, OAuthProviderView } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { useFormDialog, useMutationAction } from '@/components/ui/use-mutation-action';

const columns: DataTableColumn<OAuthProviderView>[] = [
  {
    id: 'name',
    header: 'ชื่อผู้ให้บริการ',
    meta: { label: 'ชื่อผู้ให้บริการ', hideable: false, className: 'font-medium' },
    cell: ({ row }) => (
      <Link href={`/oauth-provider/${row.original.providerId}`} className="text-brand-700 underline-offset-4 hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'clientCount',
    header: 'จำนวนแอปพลิเคชัน',
    meta: { label: 'จำนวนแอปพลิเคชัน' },
    cell: ({ row }) => `${row.original.clientCount.toLocaleString('th-TH')} แอป`,
  },
  {
    id: 'createdAt',
    header: 'สร้างเมื่อ',
    meta: { label: 'สร้างเมื่อ', className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

export function ProvidersTable({ list }: { list: OAuthProviderList }) {
  const removing = useMutationAction<OAuthProviderView>({
    action: (provider) => apiCall('DELETE /admin/oauth/providers/{providerId}', { params: { providerId: provider.providerId } }),
    success: (_, provider) => ({ title: 'ลบผู้ให้บริการแล้ว', description: provider.name }),
    failure: 'ลบผู้ให้บริการไม่สำเร็จ',
  });
  const remove = async (provider: OAuthProviderView) => void (await removing.runOrThrow(provider));

  const rowActions: RowAction<OAuthProviderView>[] = [
    (provider) => (
      <ProviderDialog
        provider={provider}
        trigger={
          <Button size="sm" variant="outline">
            <Pencil aria-hidden="true" />
            แก้ไขชื่อ<span className="sr-only"> {provider.name}</span>
          </Button>
        }
      />
    ),
    (provider) => (
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
    ),
  ];

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
      <DataTable
        id="admin-oauth-providers"
        caption="รายชื่อผู้ให้บริการ OAuth"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(provider) => String(provider.providerId)}
        rowActions={rowActions}
        emptyFiltered="ยังไม่มีผู้ให้บริการ OAuth กด “เพิ่มผู้ให้บริการ” เพื่อเริ่มต้น"
      />
    </div>
  );
}

/** Creates a provider, or renames `provider`. */
export function ProviderDialog({ provider, trigger }: { provider?: OAuthProviderView; trigger: ReactNode }) {
  const [name, setName] = useState('');
  const dialog = useFormDialog<string>({
    action: (trimmed) =>
      provider
        ? apiCall('PATCH /admin/oauth/providers/{providerId}', { params: { providerId: provider.providerId }, body: { name: trimmed } })
        : apiCall('POST /admin/oauth/providers', { body: { name: trimmed } }),
    success: (_, trimmed) => ({ title: provider ? 'แก้ไขชื่อผู้ให้บริการแล้ว' : 'เพิ่มผู้ให้บริการแล้ว', description: trimmed }),
    describeError: (caught) => (caught instanceof ApiError && caught.status === 409 ? 'มีผู้ให้บริการชื่อนี้อยู่แล้ว' : errorMessage(caught)),
    // The message shows under the name field; a toast would repeat it.
    toastError: false,
    onOpen: () => setName(provider?.name ?? ''),
  });
  const error = dialog.error ?? '';
  const isSaving = dialog.isSaving;
  const id = provider ? `provider-name-${provider.providerId}` : 'provider-name-new';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      dialog.setError('กรุณากรอกชื่อผู้ให้บริการ');
      return;
    }
    await dialog.run(name.trim());
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{provider ? 'แก้ไขชื่อผู้ให้บริการ' : 'เพิ่มผู้ให้บริการ OAuth'}</DialogTitle>
        <DialogDescription>ผู้ให้บริการคือหน่วยงานหรือระบบที่เป็นเจ้าของแอปพลิเคชันภายนอก ชื่อต้องไม่ซ้ำกัน</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id={id} label="ชื่อผู้ให้บริการ" required error={error}>
            <Input
              id={id}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy(id, { error })}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={isSaving}>
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
