import { BriefcaseBusiness, ClipboardCheck, FileSignature, Handshake, Megaphone, UserCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDemandSettings, listSessionDemandAsAdmin } from '@/server/demand';
import { enrollmentListQuery, listEnrollments } from '@/server/enrollments';
import { getSessionGroup } from '@/server/session-groups';
import { getSession } from '@/server/sessions';
import { getRoundInterviewProgress } from '@/server/interviews';
import { listAdmissionYears } from '@/server/students';
import { AdminDemandCard } from '@/components/demand/admin-demand-card';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminInterviewProgressCard } from '@/components/interviews/admin-interview-progress-card';
import { EnrollByAdmissionYearDialog } from '@/components/enrollments/enroll-by-admission-year-dialog';
import { EnrollStudentsDialog } from '@/components/enrollments/enroll-students-dialog';
import { EnrollmentTable } from '@/components/enrollments/enrollment-table';
import { SessionSettingsCard } from '@/components/session-groups/session-settings-card';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { roundLabel } from '@/lib/labels';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดรอบ' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SessionPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: SearchParams;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionId = parseId((await params).sessionId);
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  // A hand-edited URL with a filter the server refuses shows the unfiltered list rather than an error.
  const parsed = enrollmentListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : enrollmentListQuery.parse({});
  const [group, enrollments, admissionYears, demandSettings, { demand, rows: demandRows }, interviews] = await Promise.all([
    getSessionGroup({ ctx: access.ctx, sessionGroupId: session.sessionGroupId }),
    listEnrollments({ ctx: access.ctx, sessionId, query }),
    listAdmissionYears({ ctx: access.ctx }),
    getDemandSettings({ ctx: access.ctx, sessionId }),
    listSessionDemandAsAdmin({ ctx: access.ctx, sessionId }),
    getRoundInterviewProgress({ ctx: access.ctx, sessionId, query: { round: session.currentRound } }),
  ]);

  return (
    <>
      <BackLink href={`/session-group/${session.sessionGroupId}`}>{session.sessionGroupTitle}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${roundLabel(session.currentRound)}`}
        title={session.title}
        description={session.description ?? 'เงื่อนไขการสมัคร นิสิตที่ลงทะเบียน และการจับคู่ของรอบนี้'}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/${session.currentRound}/matching`}>
                <UserCheck aria-hidden="true" />
                การจับคู่{roundLabel(session.currentRound)}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/offer-phase`}>
                <Handshake aria-hidden="true" />
                ช่วงยื่นข้อเสนอ
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/placements`}>
                <BriefcaseBusiness aria-hidden="true" />
                การฝึกงาน
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/agreements`}>
                <FileSignature aria-hidden="true" />
                สัญญาฝึกงาน
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/evaluations`}>
                <ClipboardCheck aria-hidden="true" />
                การประเมินของพี่เลี้ยง
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/announcements`}>
                <Megaphone aria-hidden="true" />
                ประกาศ
              </Link>
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1">
              <CardTitle>นิสิตที่ลงทะเบียน</CardTitle>
              <CardDescription>
                ทั้งหมด {enrollments.meta.totalItem.toLocaleString('th-TH')} คนตามตัวกรอง สถานะเปลี่ยนเป็น “รอจัดอันดับ” เมื่อนิสิตกรอกโปรไฟล์ครบ
              </CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <EnrollStudentsDialog sessionId={sessionId} />
              <EnrollByAdmissionYearDialog sessionId={sessionId} admissionYears={admissionYears} />
            </div>
          </CardHeader>
          <CardContent>
            <ClientMessages namespaces={['Labels', 'AdminStudentRankingDialog', 'RankingHistory']}>
              <EnrollmentTable
                list={enrollments}
                admissionYears={admissionYears}
                roundCount={group.rounds.length}
                sessionId={sessionId}
                currentRound={session.currentRound}
              />
            </ClientMessages>
          </CardContent>
        </Card>
        <SessionSettingsCard key={JSON.stringify(session)} session={session} />
        <ClientMessages namespaces={['AdminInterviewProgressCard']}>
          <AdminInterviewProgressCard progress={interviews} />
        </ClientMessages>
        <ClientMessages namespaces={['AdminDemandCard', 'DemandFigure']}>
          <AdminDemandCard key={JSON.stringify(demandSettings)} settings={demandSettings} demand={demand} rows={demandRows} />
        </ClientMessages>
      </div>
    </>
  );
}
