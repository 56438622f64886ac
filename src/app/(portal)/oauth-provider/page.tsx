import type { Metadata } from 'next';
import { paginationQuery } from '@/server/http';
import { listProviders } from '@/server/oauth';
import { ProvidersTable } from '@/components/oauth/providers-table';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ผู้ให้บริการ OAuth' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OAuthProvidersPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const parsed = paginationQuery.safeParse(await searchParams);
  const list = await listProviders({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <PageHeader title="ผู้ให้บริการ OAuth" description="จัดการผู้ให้บริการและแอปพลิเคชันภายนอกที่ขอข้อมูลจากพอร์ทัลผ่าน OAuth 2.0" />
      <ProvidersTable list={list} />
    </>
  );
}
