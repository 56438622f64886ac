import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listAdmins } from '@/server/admins';
import { auditLogQuery, listAuditActions, listAuditLogs } from '@/server/audit';
import { paginationQuery } from '@/server/http';
import { isSmtpConfigured, listSentNotifications, sentNotificationsQuery } from '@/server/notifications';
import { SentNotificationsTable } from '@/components/notifications/sent-notifications-table';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminsTable } from '@/components/admins/admins-table';
import { AuditLogTable } from '@/components/audit/audit-log-table';
import { PageHeader } from '@/components/ui/page-header';
import { PageTabs } from '@/components/ui/page-tabs';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AdminPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { key: 'admins', label: 'tabAdmins', href: '/admin' },
  { key: 'audit', label: 'tabAudit', href: '/admin?tab=audit' },
  { key: 'notifications', label: 'tabNotifications', href: '/admin?tab=notifications' },
] as const;

export default async function AdminsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const query = await searchParams;
  const t = await getTranslations('AdminPage');
  const tab = query.tab === 'audit' || query.tab === 'notifications' ? query.tab : 'admins';

  let content;
  if (tab === 'notifications') {
    const parsed = sentNotificationsQuery.safeParse(query);
    const list = await listSentNotifications({ ctx: access.ctx, query: parsed.success ? parsed.data : sentNotificationsQuery.parse({}) });
    content = (
      <ClientMessages namespaces={['SentNotificationsTable', 'NotificationLabels']}>
        <SentNotificationsTable list={list} isMailKept={!isSmtpConfigured()} />
      </ClientMessages>
    );
  } else if (tab === 'audit') {
    const parsed = auditLogQuery.safeParse(query);
    const [list, actions] = await Promise.all([
      listAuditLogs({ ctx: access.ctx, query: parsed.success ? parsed.data : auditLogQuery.parse({}) }),
      listAuditActions({ ctx: access.ctx }),
    ]);
    content = (
      <ClientMessages namespaces={['AuditLabels', 'AuditLogTable']}>
        <AuditLogTable list={list} actions={actions} />
      </ClientMessages>
    );
  } else {
    const parsed = paginationQuery.safeParse(query);
    const list = await listAdmins({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
    content = (
      <ClientMessages namespaces={['AdminsTable']}>
        <AdminsTable list={list} ownPlatformUid={access.ctx.actor.signedInPlatformUid} />
      </ClientMessages>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <PageTabs tabs={TABS.map((entry) => ({ ...entry, label: t(entry.label) }))} current={tab} label={t('tabsLabel')} />
      {content}
    </>
  );
}
