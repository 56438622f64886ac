import { BriefcaseBusiness } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPlacements, listPlacementsQuery } from '@/server/placements';
import { getSessionGroup } from '@/server/session-groups';
import { parseSearchParams } from '@/server/validation';
import { authorize } from '@/app/(portal)/guards';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PlacementTable } from '@/components/placements/placement-table';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../../opening/opening-search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyPlacementsPage');
  return { title: t('title') };
}

/** The company's announced placements of the chosen session: fill each one's mentor, dates and where the work happens. */
export default async function CompanyPlacementsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await searchParams;
  const t = await getTranslations('CompanyPlacementsPage');
  const chosen = await chooseSessionOfPage({ ctx: access.ctx, searchParams: raw });
  if (!chosen) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={BriefcaseBusiness} title={t('noSessionTitle')} description={t('noSessionDescription')} />
      </>
    );
  }
  const query = parseSearchParams(listPlacementsQuery, raw);
  const [group, list] = await Promise.all([
    getSessionGroup({ ctx: access.ctx, sessionGroupId: chosen.sessionGroupId }),
    listPlacements({ ctx: access.ctx, sessionId: chosen.sessionId, query }),
  ]);
  return (
    <ClientMessages namespaces={['PlacementTable', 'PlacementLabels', 'Labels']}>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader title={t('title')} description={t('description', { session: chosen.title })} />
      <Card>
        <CardContent className="pt-6">
          <PlacementTable list={list} roundCount={group.rounds.length} detailHref={`/company/placements/${chosen.sessionId}`} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
