'use client';

import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { formatDate } from '@/lib/dates';
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

const clientAdminColumns: DataTableColumn<OAuthClientAdminView>[] = [
  {
    id: 'displayName',
    header: 'ชื่อ',
    meta: { label: 'ชื่อ', hideable: false },
    cell: ({ row }) => (
      <>
        <span className="font-medium">{row.original.displayName}</span>
        <span className="block font-mono text-xs text-gray-600">{row.original.platformUid}</span>
      </>
    ),
  },
];

export function ClientDetail({ client, admins }: { client: OAuthClientView; admins: OAuthClientAdminView[] }) {
  const router = useRouter();
  const [secret, setSecret] = useState<OAuthClientWithSecret | null>(null);
  const params = { clientId: client.clientId };

  const resetSecret = useMutationAction<void, OAuthClientWithSecret>({
    action: () => apiCall('POST /admin/oauth/clients/{clientId}/reset-secret', { params }),
    success: { title: 'รีเซ็ตความลับแล้ว', description: 'ความลับเดิมใช้งานไม่ได้อีกต่อไป' },
    failure: 'รีเซ็ตความลับไม่สำเร็จ',
    onSuccess: setSecret,
  });
  const remove = useMutationAction<void>({
    action: () => apiCall('DELETE /admin/oauth/clients/{clientId}', { params }),
    success: { title: 'ลบแอปพลิเคชันแล้ว', description: client.clientDisplayName },
    failure: 'ลบแอปพลิเคชันไม่สำเร็จ',
    onSuccess: () => router.push(`/oauth-provider/${client.providerId}`),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {secret ? <SecretDialog clientId={secret.clientId} clientSecret={secret.clientSecret} onClose={() => setSecret(null)} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>ตั้งค่าแอปพลิเคชัน</CardTitle>
          <CardDescription>การตัดขอบเขตสิทธิ์ออกจะเพิกถอนโทเค็นที่มีขอบเขตนั้นทันที</CardDescription>
        </CardHeader>
        <CardContent>
          <ClientForm
            initial={client}
            isNew={false}
            submitLabel="บันทึกการเปลี่ยนแปลง"
            save={{
              action: (values) => {
                // Public or confidential is fixed at creation: the update body has no such field.
                const body: Partial<typeof values> = { ...values };
                delete body.isConfidential;
                return apiCall('PATCH /admin/oauth/clients/{clientId}', { params, body });
              },
              success: (_, values) => ({ title: 'บันทึกแล้ว', description: values.clientDisplayName }),
            }}
          />
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>ข้อมูลไคลเอนต์</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p>
              <span className="text-gray-600">รหัสไคลเอนต์: </span>
              <code className="font-mono text-xs break-all">{client.clientId}</code>
            </p>
            <p>
              <span className="text-gray-600">ประเภท: </span>
              {client.isConfidential ? 'Confidential (มีความลับ)' : 'Public (ไม่มีความลับ ใช้ PKCE)'}
            </p>
            <p>
              <span className="text-gray-600">PKCE: </span>
              {client.pkceRequired ? 'บังคับใช้' : 'ไม่บังคับ (ตรวจเมื่อแอปส่งมา)'}
            </p>
            <p>
              <span className="text-gray-600">สร้างเมื่อ: </span>
              {formatDate(client.createdAt)}
            </p>
            {client.isConfidential ? (
              <p>
                <span className="text-gray-600">รีเซ็ตความลับล่าสุด: </span>
                {formatDate(client.secretRotatedAt, 'ยังไม่เคย')}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-2">
              {client.isConfidential ? (
                <ConfirmDialog
                  tone="error"
                  title="รีเซ็ตความลับของไคลเอนต์?"
                  description="ความลับเดิมจะใช้งานไม่ได้ทันที และโทเค็นแบบ client credentials ที่ออกไปแล้วจะถูกเพิกถอน แอปต้องเปลี่ยนไปใช้ความลับใหม่"
                  confirmLabel="รีเซ็ตความลับ"
                  onConfirm={async () => void (await resetSecret.runOrThrow())}
                  trigger={
                    <Button variant="outline" size="sm">
                      <KeyRound aria-hidden="true" />
                      รีเซ็ตความลับ
                    </Button>
                  }
                />
              ) : null}
              <ConfirmDialog
                tone="error"
                title={`ลบแอปพลิเคชัน ${client.clientDisplayName}?`}
                description="โทเค็นทั้งหมดของแอปนี้จะใช้งานไม่ได้ทันที การลบย้อนกลับไม่ได้"
                confirmLabel="ลบแอปพลิเคชัน"
                onConfirm={async () => void (await remove.runOrThrow())}
                trigger={
                  <Button variant="errorOutline" size="sm">
                    <Trash2 aria-hidden="true" />
                    ลบแอปพลิเคชัน
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
  const [platformUid, setPlatformUid] = useState('');
  const granting = useMutationAction<string>({
    action: (uid) => apiCall('POST /admin/oauth/clients/{clientId}/admins', { params: { clientId }, body: { platformUid: uid } }),
    success: (_, uid) => ({ title: 'เพิ่มผู้ดูแลแอปแล้ว', description: uid }),
    describeError: (caught) =>
      caught instanceof ApiError && caught.status === 404
        ? 'ไม่พบผู้ใช้นี้'
        : caught instanceof ApiError && caught.status === 409
          ? 'ผู้ใช้นี้เป็นผู้ดูแลแอปอยู่แล้ว'
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
      granting.setError('กรุณากรอกรหัสผู้ใช้ของแพลตฟอร์ม');
      return;
    }
    await granting.run(platformUid.trim());
  }

  const revoking = useMutationAction<OAuthClientAdminView>({
    action: (admin) =>
      apiCall('DELETE /admin/oauth/clients/{clientId}/admins/{platformUid}', { params: { clientId, platformUid: admin.platformUid } }),
    success: (_, admin) => ({ title: 'ถอนสิทธิ์ผู้ดูแลแอปแล้ว', description: admin.displayName }),
    failure: 'ถอนสิทธิ์ไม่สำเร็จ',
  });
  const revoke = async (admin: OAuthClientAdminView) => void (await revoking.runOrThrow(admin));

  return (
    <Card>
      <CardHeader>
        <CardTitle>ผู้ดูแลแอปพลิเคชัน</CardTitle>
        <CardDescription>แอปจะเห็นว่าผู้ใช้เหล่านี้เป็นผู้ดูแลของแอป (isApplicationAdmin) ไม่ได้ให้สิทธิ์ใดในพอร์ทัล</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={grant} className="grid gap-2" noValidate>
          <Field id="client-admin-uid" label="รหัสผู้ใช้ของแพลตฟอร์ม" error={error}>
            <Input
              id="client-admin-uid"
              value={platformUid}
              onChange={(event) => setPlatformUid(event.target.value)}
              autoComplete="off"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy('client-admin-uid', { error })}
            />
          </Field>
          <Button type="submit" size="sm" isLoading={isSaving} loadingText="กำลังเพิ่ม…" className="justify-self-end">
            <Plus aria-hidden="true" />
            เพิ่มผู้ดูแลแอป
          </Button>
        </form>
        <DataTable
          id="admin-oauth-client-admins"
          caption="ผู้ดูแลแอปพลิเคชัน"
          columns={clientAdminColumns}
          data={admins}
          getRowId={(admin) => admin.platformUid}
          rowActions={[
            (admin) => (
              <ConfirmDialog
                tone="error"
                title={`ถอนสิทธิ์ผู้ดูแลแอปของ ${admin.displayName}?`}
                confirmLabel="ถอนสิทธิ์"
                onConfirm={() => revoke(admin)}
                trigger={
                  <Button size="sm" variant="errorOutline">
                    ถอนสิทธิ์<span className="sr-only"> {admin.displayName}</span>
                  </Button>
                }
              />
            ),
          ]}
          emptyFiltered="ยังไม่มีผู้ดูแลแอป"
        />
      </CardContent>
    </Card>
  );
}
