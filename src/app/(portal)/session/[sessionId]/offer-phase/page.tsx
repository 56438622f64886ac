import type { Metadata } from 'next';
import { getAdminOfferPhase } from '@/server/offers';
import { getSession } from '@/server/sessions';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AdminOfferPhase } from '@/components/offers/admin-offer-phase';
import { offerPhaseText } from '@/components/offers/offer-labels';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { roundLabel } from '@/lib/labels';

export const metadata: Metadata = { title: 'ช่วงยื่นข้อเสนอ' };

/** The admin's live view of the session's current round's offer phase. */
export default async function OfferPhasePage({ params }: { params: Promise<{ sessionId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const view = await getAdminOfferPhase({ ctx: access.ctx, sessionId });
  const { phase } = view;
  const isOver = phase.endedEarlyAt !== null || (phase.endsAt !== null && new Date(phase.endsAt) <= access.ctx.now);
  return (
    <>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${roundLabel(phase.round)}`}
        title="ช่วงยื่นข้อเสนอ"
        description={offerPhaseText(phase, access.ctx.now)}
      />
      <AdminOfferPhase view={view} isOver={isOver} />
    </>
  );
}
