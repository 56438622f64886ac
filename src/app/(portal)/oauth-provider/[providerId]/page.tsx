import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { paginationQuery } from '@/server/http';
import { getProvider, listClients } from '@/server/oauth';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ClientsTable } from '@/components/oauth/clients-table';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OAuthProviderPage');
  return { title: t('metaTitle') };
}

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
  const t = await getTranslations('OAuthProviderPage');
  const list = await listClients({ ctx: access.ctx, providerId, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <BackLink href="/oauth-provider">{t('back')}</BackLink>
      <PageHeader title={provider.name} description={t('description')} eyebrow={t('eyebrow', { id: String(provider.providerId) })} />
      <ClientMessages namespaces={['ClientsTable', 'ClientForm', 'SecretDialog', 'OAuthScopes', 'OAuthInternalEndpoints']}>
        <ClientsTable providerId={provider.providerId} list={list} />
      </ClientMessages>
    </>
  );
}
