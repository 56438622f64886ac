import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getClient, getProvider, listClientAdmins } from '@/server/oauth';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ClientDetail } from '@/components/oauth/client-detail';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, orNotFound, parseId, parseToken } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OAuthClientPage');
  return { title: t('metaTitle') };
}

export default async function OAuthClientPage({ params }: { params: Promise<{ providerId: string; clientId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const providerId = parseId(raw.providerId);
  const clientId = parseToken(raw.clientId);
  const [t, provider, client, admins] = await Promise.all([
    getTranslations('OAuthClientPage'),
    getProvider({ ctx: access.ctx, providerId }).catch(orNotFound),
    getClient({ ctx: access.ctx, clientId }).catch(orNotFound),
    listClientAdmins({ ctx: access.ctx, clientId, pagination: { page: 1, limit: 100 } }).catch(orNotFound),
  ]);
  // The URL names the provider too: a client reached under another provider's path is not found.
  if (client.providerId !== provider.providerId) notFound();
  return (
    <>
      <BackLink href={`/oauth-provider/${provider.providerId}`}>{provider.name}</BackLink>
      <PageHeader title={client.clientDisplayName} description={t('description')} eyebrow={t('eyebrow')} />
      <ClientMessages namespaces={['ClientDetail', 'ClientForm', 'SecretDialog', 'OAuthScopes', 'OAuthInternalEndpoints']}>
        <ClientDetail client={client} admins={admins.items} />
      </ClientMessages>
    </>
  );
}
