import { Handshake } from 'lucide-react';
import type { Metadata } from 'next';
import { getCompanyOfferPhase, listOfferCandidates, listOfferCandidatesQuery } from '@/server/offers';
import { parseSearchParams } from '@/server/validation';
import { authorize } from '@/app/(portal)/guards';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { CompanyOffers } from '@/components/offers/company-offers';
import { offerPhaseText } from '@/components/offers/offer-labels';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export const metadata: Metadata = { title: 'ข้อเสนอฝึกงาน' };

/** The company's offer phase of the chosen session: its places, the unmatched students to offer to, its offers. */
export default async function CompanyOffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await searchParams;
  const chosen = await chooseSessionOfPage({ ctx: access.ctx, searchParams: raw });
  if (!chosen) {
    return (
      <>
        <PageHeader title="ข้อเสนอฝึกงาน" />
        <EmptyState icon={Handshake} title="ยังไม่มีรอบการฝึกงาน" description="ช่วงยื่นข้อเสนอของรอบการฝึกงานจะแสดงที่นี่" />
      </>
    );
  }
  const query = parseSearchParams(listOfferCandidatesQuery, raw);
  const [view, candidates] = await Promise.all([
    getCompanyOfferPhase({ ctx: access.ctx, sessionId: chosen.sessionId }),
    listOfferCandidates({ ctx: access.ctx, sessionId: chosen.sessionId, query }),
  ]);
  return (
    <>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader title="ข้อเสนอฝึกงาน" description={`${chosen.title} · ${offerPhaseText(view.phase, access.ctx.now)}`} />
      <CompanyOffers sessionId={chosen.sessionId} view={view} candidates={candidates} search={query.search ?? ''} />
    </>
  );
}
