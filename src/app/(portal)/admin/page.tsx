import type { Metadata } from 'next';
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

export const metadata: Metadata = { title: 'ผู้ดูแลระบบ' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { key: 'admins', label: 'ผู้ดูแลระบบ', href: '/admin' },
  { key: 'audit', label: 'ประวัติการแก้ไข', href: '/admin?tab=audit' },
  { key: 'notifications', label: 'การแจ้งเตือนและอีเมล', href: '/admin?tab=notifications' },
] as const;

export default async function AdminsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const query = await searchParams;
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
    content = <AuditLogTable list={list} actions={actions} />;
  } else {
    const parsed = paginationQuery.safeParse(query);
    const list = await listAdmins({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
    content = <AdminsTable list={list} ownPlatformUid={access.ctx.actor.signedInPlatformUid} />;
  }

  return (
    <>
      <PageHeader title="ผู้ดูแลระบบ" description="จัดการรายชื่อผู้ดูแลระบบ เปิดหรือปิดสิทธิ์ ดูประวัติการแก้ไขข้อมูลทั้งหมดของผู้ดูแล และการแจ้งเตือนที่ส่งถึงผู้ใช้" />
      <PageTabs tabs={TABS} current={tab} label="ส่วนของหน้าผู้ดูแลระบบ" />
      {content}
    </>
  );
}
