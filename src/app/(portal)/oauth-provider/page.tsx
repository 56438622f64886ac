import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { paginationQuery } from '@/server/http';
import { listProviders } from '@/server/oauth';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProvidersTable } from '@/components/oauth/providers-table';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OAuthProvidersPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OAuthProvidersPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const parsed = paginationQuery.safeParse(await searchParams);
  const t = await getTranslations('OAuthProvidersPage');
  const list = await listProviders({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ClientMessages namespaces={['ProvidersTable']}>
        <ProvidersTable list={list} />
      </ClientMessages>
    </>
  );
}
