import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { paginationQuery } from '@/server/http';
import { listSessionGroups } from '@/server/session-groups';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CreateSessionGroupDialog } from '@/components/session-groups/create-session-group-dialog';
import { SESSION_GROUP_LIST_NAMESPACES } from '@/components/session-groups/namespaces';
import { SessionGroupTable } from '@/components/session-groups/session-group-table';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionGroupsPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SessionGroupsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const parsed = paginationQuery.safeParse(await searchParams);
  const t = await getTranslations('SessionGroupsPage');
  const list = await listSessionGroups({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <ClientMessages namespaces={SESSION_GROUP_LIST_NAMESPACES}>
        <PageHeader title={t('title')} description={t('description')} actions={<CreateSessionGroupDialog />} />
        <SessionGroupTable list={list} />
      </ClientMessages>
    </>
  );
}
