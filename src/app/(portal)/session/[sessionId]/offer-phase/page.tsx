import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAdminOfferPhase } from '@/server/offers';
import { getSession } from '@/server/sessions';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminOfferPhase } from '@/components/offers/admin-offer-phase';
import { offerPhaseText } from '@/components/offers/offer-phase-text';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OfferPhasePage');
  return { title: t('title') };
}

/** The admin's live view of the session's current round's offer phase. */
export default async function OfferPhasePage({ params }: { params: Promise<{ sessionId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const view = await getAdminOfferPhase({ ctx: access.ctx, sessionId });
  const { phase } = view;
  const isOver = phase.endedEarlyAt !== null || (phase.endsAt !== null && new Date(phase.endsAt) <= access.ctx.now);
  const [t, labels, phaseText] = await Promise.all([
    getTranslations('OfferPhasePage'),
    getTranslations('Labels'),
    offerPhaseText(phase, access.ctx.now),
  ]);
  return (
    <>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${labels('round', { round: phase.round })}`}
        title={t('title')}
        description={phaseText}
      />
      <ClientMessages namespaces={['AdminOfferPhase', 'OfferPlacesTable', 'Labels']}>
        <AdminOfferPhase view={view} isOver={isOver} />
      </ClientMessages>
    </>
  );
}
