import type { Metadata } from 'next';
import { countAnnouncementAudience, listAnnouncements, listAnnouncementsQuery } from '@/server/announcements';
import { getSession } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AnnouncementForm } from '@/components/announcements/announcement-form';
import { AnnouncementList } from '@/components/announcements/announcement-list';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { roundLabel } from '@/lib/labels';

export const metadata: Metadata = { title: 'ประกาศ' };

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
  const [list, count] = await Promise.all([
    listAnnouncements({ ctx: access.ctx, query }),
    countAnnouncementAudience({ ctx: access.ctx, query: { sessionId, audience: 'SESSION_STUDENTS' } }),
  ]);
  return (
    <>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${roundLabel(session.currentRound)}`}
        title="ประกาศ"
        description="ส่งประกาศถึงนิสิตหรือบริษัทของรอบนี้ทางการแจ้งเตือนและอีเมล ส่งทันทีหรือตั้งเวลาไว้"
      />
      <div className="grid gap-6">
        <AnnouncementForm sessionId={sessionId} initialCount={count.count} />
        <AnnouncementList list={list} />
      </div>
    </>
  );
}
