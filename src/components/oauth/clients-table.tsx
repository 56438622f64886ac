'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { List } from '@/lib/list';
import type { OAuthClientView, OAuthClientWithSecret } from '@/lib/oauth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { ClientForm, EMPTY_CLIENT } from './client-form';
import { SecretDialog } from './secret-dialog';

export function grantLabels(client: OAuthClientView): string[] {
  return [
    client.isAuthorizationCodeGrantAllowed ? 'Authorization code' : null,
    client.isRefreshTokenGrantAllowed ? 'Refresh token' : null,
    client.isClientCredentialsGrantAllowed ? 'Client credentials' : null,
  ].filter((label): label is string => label !== null);
}

export function ClientsTable({ providerId, list }: { providerId: number; list: List<OAuthClientView> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<OAuthClientWithSecret | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden="true" />
              เพิ่มแอปพลิเคชัน
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
            <DialogTitle>เพิ่มแอปพลิเคชัน (OAuth client)</DialogTitle>
            <DialogDescription>กำหนดสิทธิ์ที่แอปขอได้ ความลับของไคลเอนต์จะแสดงเพียงครั้งเดียวหลังบันทึก</DialogDescription>
            <ClientForm
              initial={EMPTY_CLIENT}
              isNew
              submitLabel="สร้างแอปพลิเคชัน"
              onCancel={() => setOpen(false)}
              onSubmit={async (values) => {
                const client = await apiFetch<OAuthClientWithSecret>(`/admin/oauth/providers/${providerId}/clients`, { method: 'POST', body: values });
                toast.success('สร้างแอปพลิเคชันแล้ว', client.clientDisplayName);
                setOpen(false);
                setCreated(client);
                router.refresh();
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
      {created ? <SecretDialog clientId={created.clientId} clientSecret={created.clientSecret} onClose={() => setCreated(null)} /> : null}
      <Table caption="แอปพลิเคชันของผู้ให้บริการ">
        <TableHeader>
          <tr>
            <TableHead>ชื่อแอปพลิเคชัน</TableHead>
            <TableHead>รหัสไคลเอนต์</TableHead>
            <TableHead>ประเภท</TableHead>
            <TableHead>การอนุญาต</TableHead>
            <TableHead>ขอบเขตสิทธิ์</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={5}>ยังไม่มีแอปพลิเคชัน กด “เพิ่มแอปพลิเคชัน” เพื่อสร้างไคลเอนต์แรก</TableEmptyRow>
          ) : (
            list.items.map((client) => (
              <TableRow key={client.clientId}>
                <TableCell className="font-medium">
                  <Link href={`/oauth-provider/${providerId}/client/${encodeURIComponent(client.clientId)}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {client.clientDisplayName}
                  </Link>
                </TableCell>
                <TableCell className="font-mono text-xs">{client.clientId}</TableCell>
                <TableCell>
                  <Badge tone={client.isConfidential ? 'brand' : 'info'}>{client.isConfidential ? 'Confidential' : 'Public'}</Badge>
                </TableCell>
                <TableCell className="text-xs">{grantLabels(client).join(', ') || '–'}</TableCell>
                <TableCell className="font-mono text-xs">{client.scopes.join(' ') || '–'}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />
    </div>
  );
}
