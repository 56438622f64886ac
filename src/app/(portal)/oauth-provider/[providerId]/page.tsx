import type { Metadata } from 'next';
import { paginationQuery } from '@/server/http';
import { getProvider, listClients } from '@/server/oauth';
import { ClientsTable } from '@/components/oauth/clients-table';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดผู้ให้บริการ OAuth' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OAuthProviderPage({
  params,
  searchParams,
}: {
  params: Promise<{ providerId: string }>;
  searchParams: SearchParams;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const providerId = parseId((await params).providerId);
  const parsed = paginationQuery.safeParse(await searchParams);
  const provider = await getProvider({ ctx: access.ctx, providerId }).catch(orNotFound);
  const list = await listClients({ ctx: access.ctx, providerId, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <BackLink href="/oauth-provider">ผู้ให้บริการ OAuth</BackLink>
      <PageHeader
        title={provider.name}
        description="แอปพลิเคชันของผู้ให้บริการนี้ ขอบเขตสิทธิ์ และประเภทการอนุญาตที่เปิดใช้"
        eyebrow={`ผู้ให้บริการ #${provider.providerId}`}
      />
      <ClientsTable providerId={provider.providerId} list={list} />
    </>
  );
}
