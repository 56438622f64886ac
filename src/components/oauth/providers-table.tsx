'use client';

import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { OAuthProviderList, OAuthProviderView } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { useFormDialog, useMutationAction } from '@/components/ui/use-mutation-action';

type ProvidersMessages = ReturnType<typeof useTranslations<'ProvidersTable'>>;

const providerColumns = (
  t: ProvidersMessages,
  formatDate: ReturnType<typeof datesFor>['formatDate'],
): DataTableColumn<OAuthProviderView>[] => [
  {
    id: 'name',
    header: t('name'),
    meta: { label: t('name'), hideable: false, className: 'font-medium' },
    cell: ({ row }) => (
      <Link href={`/oauth-provider/${row.original.providerId}`} className="text-brand-700 underline-offset-4 hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'clientCount',
    header: t('clientCount'),
    meta: { label: t('clientCount') },
    cell: ({ row }) => t('clientCountValue', { count: row.original.clientCount }),
  },
  {
    id: 'createdAt',
    header: t('createdAt'),
    meta: { label: t('createdAt'), className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

export function ProvidersTable({ list }: { list: OAuthProviderList }) {
  const t = useTranslations('ProvidersTable');
  const locale = useLocale();
  const columns = useMemo(() => providerColumns(t, datesFor(locale).formatDate), [t, locale]);
  const removing = useMutationAction<OAuthProviderView>({
    action: (provider) => apiCall('DELETE /admin/oauth/providers/{providerId}', { params: { providerId: provider.providerId } }),
    success: (_, provider) => ({ title: t('deleted'), description: provider.name }),
    failure: t('deleteFailed'),
  });
  const remove = async (provider: OAuthProviderView) => void (await removing.runOrThrow(provider));

  const rowActions: RowAction<OAuthProviderView>[] = [
    (provider) => (
      <ProviderDialog
        provider={provider}
        trigger={
          <Button size="sm" variant="outline">
            <Pencil aria-hidden="true" />
            {t('rename')}
            <span className="sr-only"> {provider.name}</span>
          </Button>
        }
      />
    ),
    (provider) => (
      <ConfirmDialog
        tone="error"
        title={t('deleteTitle', { name: provider.name })}
        description={t('deleteDescription', { count: provider.clientCount })}
        confirmLabel={t('deleteConfirm')}
        onConfirm={() => remove(provider)}
        trigger={
          <Button size="sm" variant="errorOutline">
            <Trash2 aria-hidden="true" />
            {t('delete')}
            <span className="sr-only"> {provider.name}</span>
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
              {t('add')}
            </Button>
          }
        />
      </div>
      <DataTable
        id="admin-oauth-providers"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(provider) => String(provider.providerId)}
        rowActions={rowActions}
        emptyFiltered={t('empty')}
      />
    </div>
  );
}

/** Creates a provider, or renames `provider`. */
export function ProviderDialog({ provider, trigger }: { provider?: OAuthProviderView; trigger: ReactNode }) {
  const t = useTranslations('ProvidersTable');
  const [name, setName] = useState('');
  const dialog = useFormDialog<string>({
    action: (trimmed) =>
      provider
        ? apiCall('PATCH /admin/oauth/providers/{providerId}', { params: { providerId: provider.providerId }, body: { name: trimmed } })
        : apiCall('POST /admin/oauth/providers', { body: { name: trimmed } }),
    success: (_, trimmed) => ({ title: provider ? t('renamed') : t('added'), description: trimmed }),
    describeError: (caught) => (caught instanceof ApiError && caught.status === 409 ? t('duplicateName') : errorMessage(caught)),
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
      dialog.setError(t('nameRequired'));
      return;
    }
    await dialog.run(name.trim());
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{provider ? t('renameTitle') : t('addTitle')}</DialogTitle>
        <DialogDescription>{t('dialogDescription')}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id={id} label={t('name')} required error={error}>
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
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText={t('saving')}>
              {t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
