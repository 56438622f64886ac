import { Handshake } from 'lucide-react';
import type { Metadata } from 'next';
import { getStudentOfferPhase } from '@/server/offers';
import { authorize } from '@/app/(portal)/guards';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { offerPhaseText } from '@/components/offers/offer-labels';
import { StudentOffers } from '@/components/offers/student-offers';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export const metadata: Metadata = { title: 'ข้อเสนอฝึกงาน' };

/** The student's offer phase of the chosen session: offers received, openings with places left, "not looking any more". */
export default async function StudentOffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const chosen = await chooseSessionOfPage({ ctx: access.ctx, searchParams: await searchParams });
  if (!chosen) {
    return (
      <>
        <PageHeader title="ข้อเสนอฝึกงาน" />
        <EmptyState icon={Handshake} title="คุณยังไม่ได้ลงทะเบียนในรอบการฝึกงาน" description="ข้อเสนอจากบริษัทในช่วงยื่นข้อเสนอจะแสดงที่นี่" />
      </>
    );
  }
  const view = await getStudentOfferPhase({ ctx: access.ctx, sessionId: chosen.sessionId });
  return (
    <>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader title="ข้อเสนอฝึกงาน" description={`${chosen.title} · ${offerPhaseText(view.phase, access.ctx.now)}`} />
      <StudentOffers sessionId={chosen.sessionId} view={view} />
    </>
  );
}
