import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countUnreadNotifications, getNotificationPreferences, listNotifications, notificationListQuery } from '@/server/notifications';
import { ClientMessages } from '@/components/i18n/client-messages';
import { NotificationList } from '@/components/notifications/notification-list';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotificationsPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The notification centre of every portal role; admins (who have no profile screen) also choose their e-mail here. */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin', 'student', 'company_user']);
  if (!access.allowed) return access.forbidden;
  const parsed = notificationListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : notificationListQuery.parse({});
  const [list, { unreadCount }] = await Promise.all([
    listNotifications({ ctx: access.ctx, query }),
    countUnreadNotifications({ ctx: access.ctx }),
  ]);
  const t = await getTranslations('NotificationsPage');
  const preferences = access.me.role === 'admin' ? (await getNotificationPreferences({ ctx: access.ctx })).items : null;
  return (
    <>
      <PageHeader title={t('title')} description={access.me.role === 'admin' ? t('descriptionAdmin') : t('description')} />
      <ClientMessages namespaces={['NotificationList', 'NotificationLabels', 'NotificationPreferencesForm']}>
        <div className="grid gap-8">
          <NotificationList list={list} unreadCount={unreadCount} />
          {preferences ? <NotificationPreferencesForm initial={preferences} /> : null}
        </div>
      </ClientMessages>
    </>
  );
}
