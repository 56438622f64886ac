import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorize } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeader } from '@/components/ui/page-header';
import { listOwnLoginSessions } from '@/server/auth';
import { SIGNED_IN } from '@/server/http';
import { LoginSessionsList } from './login-sessions-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginSessionsPage');
  return { title: t('title') };
}

/** The signed-in person's live logins (devices), each of which can be ended (ASVS 3.3.4). */
export default async function LoginSessionsPage() {
  const access = await authorize(SIGNED_IN);
  if (!access.allowed) return access.forbidden;
  // One page of the API's largest size: a person holds a handful of logins, each expiring by itself.
  const t = await getTranslations('LoginSessionsPage');
  const list = await listOwnLoginSessions({ ctx: access.ctx, pagination: { page: 1, limit: 100 } });
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ClientMessages namespaces={['LoginSessionsList']}>
        <LoginSessionsList items={list.items} totalItem={list.meta.totalItem} />
      </ClientMessages>
    </>
  );
}
