import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countAnnouncementAudience, listAnnouncements, listAnnouncementsQuery } from '@/server/announcements';
import { getSession } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AnnouncementForm } from '@/components/announcements/announcement-form';
import { AnnouncementList } from '@/components/announcements/announcement-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AnnouncementsPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The admins' announcements of a session: write one to an audience, and the list of those sent and scheduled. */
export default async function AnnouncementsPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: SearchParams;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const query = parseSearchParams(listAnnouncementsQuery, { ...(await searchParams), sessionId: String(sessionId) });
  const [t, labels, list, count] = await Promise.all([
    getTranslations('AnnouncementsPage'),
    getTranslations('Labels'),
    listAnnouncements({ ctx: access.ctx, query }),
    countAnnouncementAudience({ ctx: access.ctx, query: { sessionId, audience: 'SESSION_STUDENTS' } }),
  ]);
  return (
    <ClientMessages namespaces={['AnnouncementForm', 'AnnouncementList', 'AnnouncementLabels']}>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${labels('round', { round: session.currentRound })}`}
        title={t('title')}
        description={t('description')}
      />
      <div className="grid gap-6">
        <AnnouncementForm sessionId={sessionId} initialCount={count.count} />
        <AnnouncementList list={list} />
      </div>
    </ClientMessages>
  );
}
