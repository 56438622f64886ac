'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import type { AdminView } from '@/lib/admins';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
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

type AdminsMessages = ReturnType<typeof useTranslations<'AdminsTable'>>;

function adminColumns({ t, locale }: { t: AdminsMessages; locale: Locale }): DataTableColumn<AdminView>[] {
  const { formatDate } = datesFor(locale);
  return [
    {
      id: 'displayName',
      header: t('name'),
      meta: { label: t('name'), hideable: false, className: 'min-w-40 font-medium text-gray-900' },
      cell: ({ row, table }) => (
        <>
          {row.original.displayName}
          {row.original.platformUid === (table.options.meta as { ownPlatformUid?: string } | undefined)?.ownPlatformUid ? (
            <span className="ml-2 text-xs font-normal text-gray-600">{t('you')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'platformUid',
      header: t('platformUid'),
      meta: { label: t('platformUid'), className: 'font-mono text-xs' },
      cell: ({ row }) => row.original.platformUid,
    },
    {
      id: 'email',
      header: t('email'),
      meta: { label: t('email') },
      cell: ({ row }) => row.original.email ?? <span className="text-gray-500">–</span>,
    },
    {
      id: 'isActive',
      header: t('status'),
      meta: { label: t('status') },
      cell: ({ row }) => (
        <Badge tone={row.original.isActive ? 'success' : 'neutral'} dot>
          {row.original.isActive ? t('active') : t('disabled')}
        </Badge>
      ),
    },
    {
      id: 'createdAt',
      header: t('addedAt'),
      meta: { label: t('addedAt'), className: 'whitespace-nowrap text-gray-600' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
  ];
}

export function AdminsTable({ list, ownPlatformUid }: { list: List<AdminView>; ownPlatformUid: string }) {
  const t = useTranslations('AdminsTable');
  const locale = useLocale();
  const columns = useMemo(() => adminColumns({ t, locale }), [t, locale]);
  const router = useRouter();

  async function setActive(admin: AdminView, isActive: boolean) {
    try {
      await apiCall(isActive ? 'POST /admin/admins/{platformUid}/enable' : 'POST /admin/admins/{platformUid}/disable', {
        params: { platformUid: admin.platformUid },
      });
      toast.success(isActive ? t('enabled') : t('disabledToast'), admin.displayName);
      router.refresh();
    } catch (error) {
      toast.error(t('statusFailed'), errorMessage(error));
      throw error;
    }
  }

  const rowActions: RowAction<AdminView>[] = [
    (admin) =>
      admin.platformUid === ownPlatformUid ? null : admin.isActive ? (
        <ConfirmDialog
          tone="error"
          title={t('disableTitle', { name: admin.displayName })}
          description={t('disableDescription')}
          confirmLabel={t('disable')}
          onConfirm={() => setActive(admin, false)}
          trigger={
            <Button size="sm" variant="errorOutline">
              {t('disable')}
              <span className="sr-only"> {admin.displayName}</span>
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          title={t('enableTitle', { name: admin.displayName })}
          description={t('enableDescription')}
          confirmLabel={t('enable')}
          onConfirm={() => setActive(admin, true)}
          trigger={
            <Button size="sm" variant="outline">
              {t('enable')}
              <span className="sr-only"> {admin.displayName}</span>
            </Button>
          }
        />
      ),
  ];

  return (
    <DataTable
      id="admin-admins"
      caption={t('caption')}
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
      emptyFiltered={t('empty')}
    />
  );
}

function AddAdminDialog() {
  const t = useTranslations('AdminsTable');
  const [platformUid, setPlatformUid] = useState('');
  const dialog = useFormDialog<string>({
    action: (uid) => apiCall('POST /admin/admins', { body: { platformUid: uid } }),
    success: (_, uid) => ({ title: t('added'), description: uid }),
    failure: t('addFailed'),
    describeError: (caught) => (caught instanceof ApiError && caught.status === 409 ? t('alreadyAdmin') : errorMessage(caught)),
    onOpen: () => setPlatformUid(''),
  });
  const error = dialog.error ?? '';
  const isSaving = dialog.isSaving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!platformUid.trim()) {
      dialog.setError(t('uidRequired'));
      return;
    }
    await dialog.run(platformUid.trim());
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('addAdmin')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('addAdmin')}</DialogTitle>
        <DialogDescription>{t('addDescription')}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id="admin-platform-uid" label={t('platformUid')} required error={error}>
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
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText={t('adding')}>
              {t('add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
