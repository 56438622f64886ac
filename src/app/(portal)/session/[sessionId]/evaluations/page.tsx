import type { Metadata } from 'next';
import { listSessionEvaluations, listSessionEvaluationsQuery } from '@/server/evaluations';
import { getSession } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { SessionEvaluationsTable } from '@/components/evaluations/session-evaluations-table';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'การประเมินของพี่เลี้ยง' };

/** The office follows the mentors' evaluations of the session: states, due dates, sends, answers, release. */
export default async function SessionEvaluationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const query = parseSearchParams(listSessionEvaluationsQuery, await searchParams);
  const list = await listSessionEvaluations({ ctx: access.ctx, sessionId, query });
  return (
    <>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        eyebrow={session.sessionGroupTitle}
        title="การประเมินของพี่เลี้ยง"
        description="ระบบส่งลิงก์แบบประเมินให้พี่เลี้ยงทางอีเมล 7 วันก่อนกำหนดส่ง เตือน 3 วันก่อนกำหนดและทุก 7 วันหลังเลยกำหนด ผลประเมินนิสิตจะเห็นเมื่อเผยแพร่แล้วเท่านั้น"
      />
      <Card>
        <CardContent className="pt-6">
          <SessionEvaluationsTable sessionId={sessionId} list={list} />
        </CardContent>
      </Card>
    </>
  );
}
