import { BriefcaseBusiness, CalendarClock } from 'lucide-react';
import type { Metadata } from 'next';
import { formatDateTime } from '@/lib/dates';
import { getStudentEmployerRating } from '@/server/employer-ratings';
import { NotFoundError } from '@/server/errors';
import { getStudentPlacement } from '@/server/placements';
import { authorize } from '@/app/(portal)/guards';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';
import { AgreementSection } from '@/components/agreements/agreement-section';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { EvaluationsSection } from '@/components/evaluations/evaluations-section';
import { ConfirmPlacementButton } from '@/components/placements/confirm-placement-button';
import { EmployerRatingForm } from '@/components/placements/employer-rating-form';
import { PlacementFacts, PlacementStateBadge } from '@/components/placements/placement-labels';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../opening/opening-search-params';

export const metadata: Metadata = { title: 'การฝึกงาน' };

/** The student's placement of the chosen session: its details, the confirm, the agreement, evaluations and the rating. */
export default async function StudentPlacementPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const ctx = access.ctx;
  const chosen = await chooseSessionOfPage({ ctx, searchParams: await searchParams });
  if (!chosen) {
    return (
      <>
        <PageHeader title="การฝึกงาน" />
        <EmptyState icon={BriefcaseBusiness} title="คุณยังไม่ได้ลงทะเบียนในรอบการฝึกงาน" description="การฝึกงานของคุณจะแสดงที่นี่หลังประกาศผลการจับคู่" />
      </>
    );
  }
  const placement = await getStudentPlacement({ ctx, sessionId: chosen.sessionId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!placement) {
    return (
      <>
        <SessionQuerySync renderedSessionId={chosen.sessionId} />
        <PageHeader title="การฝึกงาน" description={chosen.title} />
        <EmptyState
          icon={CalendarClock}
          title="ยังไม่มีการฝึกงานในรอบนี้"
          description="การฝึกงานจะแสดงที่นี่เมื่อประกาศผลการจับคู่แล้วและคุณจับคู่กับบริษัทได้ ติดตามผลได้ที่หน้าจัดอันดับและข้อเสนอ"
        />
      </>
    );
  }
  const rating = await getStudentEmployerRating({ ctx, sessionId: chosen.sessionId });
  const canConfirm = placement.state === 'DETAILS_FILLED';
  return (
    <>
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader
        eyebrow={chosen.title}
        title="การฝึกงาน"
        description={`${placement.openingTitle} · ${placement.companyName}`}
        actions={<PlacementStateBadge state={placement.state} />}
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1">
              <CardTitle>ข้อมูลการฝึกงาน</CardTitle>
              <CardDescription>
                {placement.confirmedAt
                  ? `คุณยืนยันการฝึกงานแล้วเมื่อ ${formatDateTime(placement.confirmedAt)}`
                  : placement.state === 'AWAITING_DETAILS'
                    ? 'บริษัทยังไม่ได้กรอกพี่เลี้ยงและวันฝึกงาน คุณจะได้รับแจ้งเมื่อบริษัทกรอกครบ'
                    : placement.state === 'ENDED'
                      ? 'การฝึกงานนี้ยุติแล้ว'
                      : 'ตรวจสอบข้อมูลแล้วยืนยันการฝึกงาน หากข้อมูลไม่ถูกต้องโปรดติดต่อบริษัทหรือเจ้าหน้าที่'}
              </CardDescription>
            </div>
            {canConfirm ? <ConfirmPlacementButton placement={placement} /> : null}
          </CardHeader>
          <CardContent>
            <PlacementFacts placement={placement} />
          </CardContent>
        </Card>
        <AgreementSection ctx={ctx} placement={placement} />
        <EvaluationsSection ctx={ctx} placement={placement} />
        <Card>
          <CardHeader>
            <CardTitle>ให้คะแนนบริษัท</CardTitle>
            <CardDescription>ช่วยรุ่นน้องเลือกที่ฝึกงาน ด้วยการให้คะแนน {placement.companyName} เมื่อฝึกงานเสร็จ</CardDescription>
          </CardHeader>
          <CardContent>
            <EmployerRatingForm sessionId={chosen.sessionId} companyName={placement.companyName} view={rating} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
