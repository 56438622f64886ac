import { BriefcaseBusiness, ClipboardCheck, FileSignature, Handshake, Megaphone, UserCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
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
import { SESSION_PAGE_NAMESPACES } from '@/components/session-groups/namespaces';
import { SessionSettingsCard } from '@/components/session-groups/session-settings-card';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionPage');
  return { title: t('metaTitle') };
}

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
  const [t, labels] = await Promise.all([getTranslations('SessionPage'), getTranslations('Labels')]);
  const round = labels('round', { round: session.currentRound });

  return (
    <>
      <BackLink href={`/session-group/${session.sessionGroupId}`}>{session.sessionGroupTitle}</BackLink>
      <PageHeader
        eyebrow={`${session.sessionGroupTitle} · ${round}`}
        title={session.title}
        description={session.description ?? t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/${session.currentRound}/matching`}>
                <UserCheck aria-hidden="true" />
                {t('matching', { round })}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/offer-phase`}>
                <Handshake aria-hidden="true" />
                {t('offerPhase')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/placements`}>
                <BriefcaseBusiness aria-hidden="true" />
                {t('placements')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/agreements`}>
                <FileSignature aria-hidden="true" />
                {t('agreements')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/evaluations`}>
                <ClipboardCheck aria-hidden="true" />
                {t('evaluations')}
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session/${sessionId}/announcements`}>
                <Megaphone aria-hidden="true" />
                {t('announcements')}
              </Link>
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1">
              <CardTitle>{t('enrolledTitle')}</CardTitle>
              <CardDescription>{t('enrolledDescription', { count: enrollments.meta.totalItem })}</CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <ClientMessages namespaces={SESSION_PAGE_NAMESPACES}>
                <EnrollStudentsDialog sessionId={sessionId} />
                <EnrollByAdmissionYearDialog sessionId={sessionId} admissionYears={admissionYears} />
              </ClientMessages>
            </div>
          </CardHeader>
          <CardContent>
            <ClientMessages namespaces={[...SESSION_PAGE_NAMESPACES, 'Labels', 'AdminStudentRankingDialog', 'RankingHistory']}>
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
        <ClientMessages namespaces={SESSION_PAGE_NAMESPACES}>
          <SessionSettingsCard key={JSON.stringify(session)} session={session} />
        </ClientMessages>
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
