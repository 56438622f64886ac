import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listEmployerRatings } from '@/server/employer-ratings';
import { listPlacementCompanies, listPlacements, listPlacementsQuery } from '@/server/placements';
import { getSessionGroup } from '@/server/session-groups';
import { getSession } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { EmployerRatingsTable } from '@/components/placements/employer-ratings-table';
import { PlacementTable } from '@/components/placements/placement-table';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../../../opening/opening-search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionPlacementsPage');
  return { title: t('title') };
}

/** The admin's placements of a session: every match, filtered by round, company and state, each with its page. */
export default async function SessionPlacementsPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const query = parseSearchParams(listPlacementsQuery, await searchParams);
  const [t, group, list, companies, ratings] = await Promise.all([
    getTranslations('SessionPlacementsPage'),
    getSessionGroup({ ctx: access.ctx, sessionGroupId: session.sessionGroupId }),
    listPlacements({ ctx: access.ctx, sessionId, query }),
    listPlacementCompanies({ ctx: access.ctx, sessionId }),
    listEmployerRatings({ ctx: access.ctx, sessionId, query: { page: 1, limit: 100 } }),
  ]);
  return (
    <ClientMessages namespaces={['PlacementTable', 'PlacementLabels', 'Labels', 'EmployerRatingsTable', 'EmployerRatingLabels']}>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader eyebrow={session.sessionGroupTitle} title={t('title')} description={t('description')} />
      <Card>
        <CardContent className="pt-6">
          <PlacementTable
            list={list}
            roundCount={group.rounds.length}
            companies={companies}
            detailHref={`/session/${sessionId}/placements`}
          />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t('ratingsTitle')}</CardTitle>
          <CardDescription>{t('ratingsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmployerRatingsTable list={ratings} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
