import type { Metadata } from 'next';
import Link from 'next/link';
import { getSessionGroup } from '@/server/session-groups';
import { SessionGroupDetail } from '@/components/session-groups/session-group-detail';
import { TermResultChartsSection } from '@/components/matching/result-charts';
import { getTermResultCharts } from '@/server/result-charts';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { roundLabel } from '@/lib/labels';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดกลุ่มรอบ' };

export default async function SessionGroupPage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionGroupId = parseId((await params).sessionGroupId);
  const group = await getSessionGroup({ ctx: access.ctx, sessionGroupId }).catch(orNotFound);
  const charts = await getTermResultCharts({ ctx: access.ctx, sessionGroupId });
  return (
    <>
      <BackLink href="/session-group">กลุ่มรอบทั้งหมด</BackLink>
      <PageHeader
        eyebrow={`กลุ่มรอบ · ${roundLabel(group.currentRound)}`}
        title={group.title}
        description="วันสำคัญของแต่ละรอบ รอบการฝึกงานในกลุ่ม และการปิดรอบปัจจุบัน"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="cancel">
              <Link href={`/session-group/${sessionGroupId}/agreement`}>แม่แบบสัญญาฝึกงาน</Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session-group/${sessionGroupId}/evaluation-forms`}>แบบประเมินของพี่เลี้ยง</Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href="/admin?tab=audit">ประวัติการแก้ไข</Link>
            </Button>
          </div>
        }
      />
      <SessionGroupDetail key={JSON.stringify(group.rounds) + group.title} group={group} />
      <div className="mt-6">
        <TermResultChartsSection charts={charts} />
      </div>
    </>
  );
}
