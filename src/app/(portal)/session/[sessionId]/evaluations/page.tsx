import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listSessionEvaluations, listSessionEvaluationsQuery } from '@/server/evaluations';
import { getSession } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { SessionEvaluationsTable } from '@/components/evaluations/session-evaluations-table';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionEvaluationsPage');
  return { title: t('title') };
}

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
  const [t, list] = await Promise.all([
    getTranslations('SessionEvaluationsPage'),
    listSessionEvaluations({ ctx: access.ctx, sessionId, query }),
  ]);
  return (
    <ClientMessages namespaces={['SessionEvaluationsTable', 'EvaluationActions', 'EvaluationLabels']}>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader eyebrow={session.sessionGroupTitle} title={t('title')} description={t('description')} />
      <Card>
        <CardContent className="pt-6">
          <SessionEvaluationsTable sessionId={sessionId} list={list} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
