import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listAgreementCompanies, listAgreements, listAgreementsQuery } from '@/server/agreements';
import { getSession } from '@/server/sessions';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementTable } from '@/components/agreements/agreement-table';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionAgreementsPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The office's table of the session's agreements: every placement, its agreement's state, sending and reminders. */
export default async function SessionAgreementsPage({
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
  // A hand-edited URL with a filter the server refuses shows the unfiltered list rather than an error.
  const parsed = listAgreementsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : listAgreementsQuery.parse({});
  const [t, list, companies] = await Promise.all([
    getTranslations('SessionAgreementsPage'),
    listAgreements({ ctx: access.ctx, sessionId, query }),
    listAgreementCompanies({ ctx: access.ctx, sessionId }),
  ]);
  return (
    <ClientMessages namespaces={['AgreementTable', 'AgreementLabels']}>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader eyebrow={session.sessionGroupTitle} title={t('title')} description={t('description')} />
      <Card>
        <CardContent className="pt-6">
          <AgreementTable list={list} companies={companies} sessionId={sessionId} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
