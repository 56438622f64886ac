import { Handshake } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getStudentOfferPhase } from '@/server/offers';
import { authorize } from '@/app/(portal)/guards';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { ClientMessages } from '@/components/i18n/client-messages';
import { offerPhaseText } from '@/components/offers/offer-phase-text';
import { StudentOffers } from '@/components/offers/student-offers';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StudentOffersPage');
  return { title: t('title') };
}

/** The student's offer phase of the chosen session: offers received, openings with places left, "not looking any more". */
export default async function StudentOffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const t = await getTranslations('StudentOffersPage');
  const chosen = await chooseSessionOfPage({ ctx: access.ctx, searchParams: await searchParams });
  if (!chosen) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={Handshake} title={t('notEnrolled')} description={t('notEnrolledDescription')} />
      </>
    );
  }
  const view = await getStudentOfferPhase({ ctx: access.ctx, sessionId: chosen.sessionId });
  const phaseText = await offerPhaseText(view.phase, access.ctx.now);
  return (
    <>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader title={t('title')} description={`${chosen.title} · ${phaseText}`} />
      <ClientMessages namespaces={['StudentOffers', 'Labels']}>
        <StudentOffers sessionId={chosen.sessionId} view={view} />
      </ClientMessages>
    </>
  );
}
