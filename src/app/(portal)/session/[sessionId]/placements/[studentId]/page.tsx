import type { Metadata } from 'next';
import { formatDateTime } from '@/lib/dates';
import { getPlacement } from '@/server/placements';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementSection } from '@/components/agreements/agreement-section';
import { EvaluationsSection } from '@/components/evaluations/evaluations-section';
import { EndPlacementCard } from '@/components/placements/end-placement-card';
import { PlacementFacts, PlacementStateBadge } from '@/components/placements/placement-labels';
import { PlacementForm } from '@/components/placements/placement-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'การฝึกงานของนิสิต' };

/** One placement as the office follows it: every detail editable, ending with a reason, the agreement and evaluations. */
export default async function AdminPlacementPage({ params }: { params: Promise<{ sessionId: string; studentId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  const ctx = access.ctx;
  const placement = await getPlacement({ ctx, sessionId, studentId: decodeURIComponent(raw.studentId) }).catch(orNotFound);
  return (
    <>
      <BackLink href={`/session/${sessionId}/placements`}>การฝึกงาน</BackLink>
      <PageHeader
        eyebrow={`${placement.companyName} · ${placement.openingTitle}`}
        title={`${placement.studentName} (${placement.studentId})`}
        description={
          placement.isAnnounced
            ? `ประกาศผลแล้วเมื่อ ${formatDateTime(placement.resultAnnouncementDate)}`
            : `ยังไม่ประกาศผล (ประกาศ ${formatDateTime(placement.resultAnnouncementDate)}) นิสิตและบริษัทยังไม่เห็นการฝึกงานนี้`
        }
        actions={<PlacementStateBadge state={placement.state} />}
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>ข้อมูลการฝึกงาน</CardTitle>
          </CardHeader>
          <CardContent>
            <PlacementFacts placement={placement} />
          </CardContent>
        </Card>
        {placement.state !== 'ENDED' ? (
          <Card>
            <CardHeader>
              <CardTitle>แก้ไขข้อมูล</CardTitle>
              <CardDescription>ช่องที่เว้นว่างจะถูกล้างค่า วันที่ใช้ปีพุทธศักราช</CardDescription>
            </CardHeader>
            <CardContent>
              <PlacementForm placement={placement} as="admin" />
            </CardContent>
          </Card>
        ) : null}
        <AgreementSection ctx={ctx} placement={placement} />
        <EvaluationsSection ctx={ctx} placement={placement} />
        {placement.state !== 'ENDED' && placement.isAnnounced ? (
          <Card>
            <CardHeader>
              <CardTitle>ยุติการฝึกงาน</CardTitle>
              <CardDescription>เช่น นิสิตลาออก หรือบริษัทยกเลิกตำแหน่ง ข้อมูลการฝึกงานยังเก็บไว้และแสดงว่ายุติแล้ว</CardDescription>
            </CardHeader>
            <CardContent>
              <EndPlacementCard placement={placement} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
