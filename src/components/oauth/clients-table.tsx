'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { OAuthClientList, OAuthClientView, OAuthClientWithSecret } from '@/lib/oauth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { exportLink } from '@/components/ui/data-table-bulk';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ClientForm, EMPTY_CLIENT } from './client-form';
import { SecretDialog } from './secret-dialog';

export function grantLabels(client: OAuthClientView): string[] {
  return [
    client.isAuthorizationCodeGrantAllowed ? 'Authorization code' : null,
    client.isRefreshTokenGrantAllowed ? 'Refresh token' : null,
    client.isClientCredentialsGrantAllowed ? 'Client credentials' : null,
  ].filter((label): label is string => label !== null);
}

type ClientsMessages = ReturnType<typeof useTranslations<'ClientsTable'>>;

const clientColumns = (t: ClientsMessages): DataTableColumn<OAuthClientView>[] => [
  {
    id: 'clientDisplayName',
    header: t('name'),
    meta: { label: t('name'), hideable: false, className: 'font-medium' },
    cell: ({ row: { original: client }, table }) => (
      <Link
        href={`/oauth-provider/${(table.options.meta as { providerId: number }).providerId}/client/${encodeURIComponent(client.clientId)}`}
        className="text-brand-700 underline-offset-4 hover:underline"
      >
        {client.clientDisplayName}
      </Link>
    ),
  },
  {
    id: 'clientId',
    header: t('clientId'),
    meta: { label: t('clientId'), className: 'font-mono text-xs' },
    cell: ({ row }) => row.original.clientId,
  },
  {
    id: 'type',
    header: t('type'),
    meta: { label: t('type') },
    cell: ({ row }) => (
      <Badge tone={row.original.isConfidential ? 'brand' : 'info'}>{row.original.isConfidential ? 'Confidential' : 'Public'}</Badge>
    ),
  },
  {
    id: 'grants',
    header: t('grants'),
    meta: { label: t('grants'), className: 'text-xs' },
    cell: ({ row }) => grantLabels(row.original).join(', ') || '–',
  },
  {
    id: 'scopes',
    header: t('scopes'),
    meta: { label: t('scopes'), className: 'font-mono text-xs' },
    cell: ({ row }) => row.original.scopes.join(' ') || '–',
  },
];

export function ClientsTable({ providerId, list }: { providerId: number; list: OAuthClientList }) {
  const t = useTranslations('ClientsTable');
  const columns = useMemo(() => clientColumns(t), [t]);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<OAuthClientWithSecret | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
            <DialogTitle>{t('addTitle')}</DialogTitle>
            <DialogDescription>{t('addDescription')}</DialogDescription>
            <ClientForm
              initial={EMPTY_CLIENT}
              isNew
              submitLabel={t('create')}
              onCancel={() => setOpen(false)}
              save={{
                action: (values) => apiCall('POST /admin/oauth/providers/{providerId}/clients', { params: { providerId }, body: values }),
                success: (client) => ({ title: t('created'), description: client.clientDisplayName }),
                onSuccess: (client) => {
                  setOpen(false);
                  setCreated(client);
                },
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
      {created ? <SecretDialog clientId={created.clientId} clientSecret={created.clientSecret} onClose={() => setCreated(null)} /> : null}
      <DataTable
        id="admin-oauth-clients"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        tableMeta={{ providerId }}
        exportHref={(format, query) => exportLink(`/admin/oauth/providers/${providerId}/clients`, format, query)}
        getRowId={(client) => client.clientId}
        emptyFiltered={t('empty')}
      />
    </div>
  );
}
