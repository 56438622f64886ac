'use client';

import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { OAuthClientAdminView, OAuthClientView, OAuthClientWithSecret } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { ClientForm } from './client-form';
import { SecretDialog } from './secret-dialog';

const clientAdminColumns = (nameLabel: string): DataTableColumn<OAuthClientAdminView>[] => [
  {
    id: 'displayName',
    header: nameLabel,
    meta: { label: nameLabel, hideable: false },
    cell: ({ row }) => (
      <>
        <span className="font-medium">{row.original.displayName}</span>
        <span className="block font-mono text-xs text-gray-600">{row.original.platformUid}</span>
      </>
    ),
  },
];

export function ClientDetail({ client, admins }: { client: OAuthClientView; admins: OAuthClientAdminView[] }) {
  const t = useTranslations('ClientDetail');
  const { formatDate } = datesFor(useLocale());
  const router = useRouter();
  const [secret, setSecret] = useState<OAuthClientWithSecret | null>(null);
  const params = { clientId: client.clientId };

  const resetSecret = useMutationAction<void, OAuthClientWithSecret>({
    action: () => apiCall('POST /admin/oauth/clients/{clientId}/reset-secret', { params }),
    success: { title: t('secretReset'), description: t('secretResetDescription') },
    failure: t('secretResetFailed'),
    onSuccess: setSecret,
  });
  const remove = useMutationAction<void>({
    action: () => apiCall('DELETE /admin/oauth/clients/{clientId}', { params }),
    success: { title: t('deleted'), description: client.clientDisplayName },
    failure: t('deleteFailed'),
    onSuccess: () => router.push(`/oauth-provider/${client.providerId}`),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {secret ? <SecretDialog clientId={secret.clientId} clientSecret={secret.clientSecret} onClose={() => setSecret(null)} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('settings')}</CardTitle>
          <CardDescription>{t('settingsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ClientForm
            initial={client}
            isNew={false}
            submitLabel={t('saveChanges')}
            save={{
              action: (values) => {
                // Public or confidential is fixed at creation: the update body has no such field.
                const body: Partial<typeof values> = { ...values };
                delete body.isConfidential;
                return apiCall('PATCH /admin/oauth/clients/{clientId}', { params, body });
              },
              success: (_, values) => ({ title: t('saved'), description: values.clientDisplayName }),
            }}
          />
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('clientInfo')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p>
              <span className="text-gray-600">{t('clientId')}</span>
              <code className="font-mono text-xs break-all">{client.clientId}</code>
            </p>
            <p>
              <span className="text-gray-600">{t('type')}</span>
              {client.isConfidential ? t('confidential') : t('public')}
            </p>
            <p>
              <span className="text-gray-600">{t('pkce')}</span>
              {client.pkceRequired ? t('pkceRequired') : t('pkceOptional')}
            </p>
            <p>
              <span className="text-gray-600">{t('createdAt')}</span>
              {formatDate(client.createdAt)}
            </p>
            {client.isConfidential ? (
              <p>
                <span className="text-gray-600">{t('secretRotatedAt')}</span>
                {formatDate(client.secretRotatedAt, t('never'))}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-2">
              {client.isConfidential ? (
                <ConfirmDialog
                  tone="error"
                  title={t('resetTitle')}
                  description={t('resetDescription')}
                  confirmLabel={t('reset')}
                  onConfirm={async () => void (await resetSecret.runOrThrow())}
                  trigger={
                    <Button variant="outline" size="sm">
                      <KeyRound aria-hidden="true" />
                      {t('reset')}
                    </Button>
                  }
                />
              ) : null}
              <ConfirmDialog
                tone="error"
                title={t('deleteTitle', { name: client.clientDisplayName })}
                description={t('deleteDescription')}
                confirmLabel={t('delete')}
                onConfirm={async () => void (await remove.runOrThrow())}
                trigger={
                  <Button variant="errorOutline" size="sm">
                    <Trash2 aria-hidden="true" />
                    {t('delete')}
                  </Button>
                }
              />
            </div>
          </CardContent>
        </Card>
        <ClientAdmins clientId={client.clientId} admins={admins} />
      </div>
    </div>
  );
}

function ClientAdmins({ clientId, admins }: { clientId: string; admins: OAuthClientAdminView[] }) {
  const t = useTranslations('ClientDetail');
  const columns = useMemo(() => clientAdminColumns(t('name')), [t]);
  const [platformUid, setPlatformUid] = useState('');
  const granting = useMutationAction<string>({
    action: (uid) => apiCall('POST /admin/oauth/clients/{clientId}/admins', { params: { clientId }, body: { platformUid: uid } }),
    success: (_, uid) => ({ title: t('adminAdded'), description: uid }),
    describeError: (caught) =>
      caught instanceof ApiError && caught.status === 404
        ? t('userNotFound')
        : caught instanceof ApiError && caught.status === 409
          ? t('alreadyAdmin')
          : errorMessage(caught),
    // The message shows under the field.
    toastError: false,
    onSuccess: () => setPlatformUid(''),
  });
  const error = granting.error ?? '';
  const isSaving = granting.isPending;

  async function grant(event: FormEvent) {
    event.preventDefault();
    if (!platformUid.trim()) {
      granting.setError(t('uidRequired'));
      return;
    }
    await granting.run(platformUid.trim());
  }

  const revoking = useMutationAction<OAuthClientAdminView>({
    action: (admin) =>
      apiCall('DELETE /admin/oauth/clients/{clientId}/admins/{platformUid}', { params: { clientId, platformUid: admin.platformUid } }),
    success: (_, admin) => ({ title: t('adminRevoked'), description: admin.displayName }),
    failure: t('revokeFailed'),
  });
  const revoke = async (admin: OAuthClientAdminView) => void (await revoking.runOrThrow(admin));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admins')}</CardTitle>
        <CardDescription>{t('adminsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={grant} className="grid gap-2" noValidate>
          <Field id="client-admin-uid" label={t('platformUid')} error={error}>
            <Input
              id="client-admin-uid"
              value={platformUid}
              onChange={(event) => setPlatformUid(event.target.value)}
              autoComplete="off"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy('client-admin-uid', { error })}
            />
          </Field>
          <Button type="submit" size="sm" isLoading={isSaving} loadingText={t('adding')} className="justify-self-end">
            <Plus aria-hidden="true" />
            {t('addAdmin')}
          </Button>
        </form>
        <DataTable
          id="admin-oauth-client-admins"
          caption={t('admins')}
          columns={columns}
          data={admins}
          getRowId={(admin) => admin.platformUid}
          rowActions={[
            (admin) => (
              <ConfirmDialog
                tone="error"
                title={t('revokeTitle', { name: admin.displayName })}
                confirmLabel={t('revoke')}
                onConfirm={() => revoke(admin)}
                trigger={
                  <Button size="sm" variant="errorOutline">
                    {t('revoke')}
                    <span className="sr-only"> {admin.displayName}</span>
                  </Button>
                }
              />
            ),
          ]}
          emptyFiltered={t('noAdmins')}
        />
      </CardContent>
    </Card>
  );
}
