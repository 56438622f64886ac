import { Handshake } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCompanyOfferPhase, listOfferCandidates, listOfferCandidatesQuery } from '@/server/offers';
import { parseSearchParams } from '@/server/validation';
import { authorize } from '@/app/(portal)/guards';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CompanyOffers } from '@/components/offers/company-offers';
import { offerPhaseText } from '@/components/offers/offer-phase-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyOffersPage');
  return { title: t('title') };
}

/** The company's offer phase of the chosen session: its places, the unmatched students to offer to, its offers. */
export default async function CompanyOffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const t = await getTranslations('CompanyOffersPage');
  const raw = await searchParams;
  const chosen = await chooseSessionOfPage({ ctx: access.ctx, searchParams: raw });
  if (!chosen) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={Handshake} title={t('noSession')} description={t('noSessionDescription')} />
      </>
    );
  }
  const query = parseSearchParams(listOfferCandidatesQuery, raw);
  const [view, candidates] = await Promise.all([
    getCompanyOfferPhase({ ctx: access.ctx, sessionId: chosen.sessionId }),
    listOfferCandidates({ ctx: access.ctx, sessionId: chosen.sessionId, query }),
  ]);
  const phaseText = await offerPhaseText(view.phase, access.ctx.now);
  return (
    <>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader title={t('title')} description={`${chosen.title} · ${phaseText}`} />
      <ClientMessages namespaces={['CompanyOffers', 'OfferPlacesTable', 'SendOfferDialog', 'Labels']}>
        <CompanyOffers sessionId={chosen.sessionId} view={view} candidates={candidates} search={query.search ?? ''} />
      </ClientMessages>
    </>
  );
}
