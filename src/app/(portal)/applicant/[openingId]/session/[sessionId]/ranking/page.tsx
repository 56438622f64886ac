import { CalendarClock, ListOrdered, Lock } from 'lucide-react';
import type { Metadata } from 'next';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { formatDateTime } from '@/lib/dates';
import { getCompanyOpeningRound } from '@/server/applications';
import { getCompanyRanking, getCompanyRankingDraft } from '@/server/company-rankings';
import { CompanyRankingBoard, SubmittedCompanyRankingView } from '@/components/applicants/company-ranking-board';
import { BackLink } from '@/components/ui/back-link';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'จัดอันดับผู้สมัคร' };

export default async function ApplicantRankingPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const header = (
    <>
      <BackLink href={base}>ผู้สมัครของตำแหน่งงาน</BackLink>
      <PageHeader
        title="จัดอันดับผู้สมัคร"
        eyebrow={`${info.opening.title} · ${info.session.title} · รอบที่ ${info.round}`}
        description={`เรียงลำดับผู้สมัครที่บริษัทต้องการ ระบุผู้สมัครที่ไม่พิจารณา แล้วส่งอันดับก่อน ${formatDateTime(info.companyRankingDeadline)} (เวลาประเทศไทย)`}
      />
    </>
  );
  if (!info.isApplicationsAnnounced) {
    return (
      <>
        {header}
        <EmptyState
          icon={CalendarClock}
          title="ยังไม่เปิดให้จัดอันดับ"
          description={`จัดอันดับผู้สมัครได้ตั้งแต่ ${formatDateTime(info.applicationAnnouncementDate)} ถึง ${formatDateTime(info.companyRankingDeadline)} (เวลาประเทศไทย)`}
        />
      </>
    );
  }
  const [draft, ranking] = await Promise.all([
    getCompanyRankingDraft({ ctx, sessionId, openingId }),
    getCompanyRanking({ ctx, sessionId, openingId, round: info.round }),
  ]);
  const { applications } = draft;

  if (draft.isRankingSubmitted) {
    return (
      <>
        {header}
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <Badge tone="success" dot>
            ส่งอันดับแล้ว {formatDateTime(ranking.submittedAt)}
          </Badge>
          <span className="text-sm text-gray-600">แก้ไขไม่ได้ หากต้องการเปลี่ยน ติดต่อผู้ดูแลระบบเพื่อยกเลิกการส่ง</span>
        </div>
        <ClientMessages namespaces={['MoveButtons', 'SortableRankList']}>
          <SubmittedCompanyRankingView ranking={ranking} applications={applications} />
        </ClientMessages>
      </>
    );
  }
  if (applications.length === 0) {
    return (
      <>
        {header}
        <EmptyState icon={ListOrdered} title="ยังไม่มีผู้สมัครให้จัดอันดับ" description="ตำแหน่งงานนี้ยังไม่มีผู้สมัครในรอบนี้" />
      </>
    );
  }
  if (!draft.canEdit) {
    return (
      <>
        {header}
        <EmptyState
          icon={Lock}
          title="ปิดการจัดอันดับแล้ว"
          description={
            draft.openingStatus === 'PUBLISHED'
              ? `หมดเวลาส่งอันดับเมื่อ ${formatDateTime(info.companyRankingDeadline)} (เวลาประเทศไทย) โดยยังไม่ได้ส่งอันดับ`
              : 'ตำแหน่งงานนี้ไม่อยู่ในสถานะที่จัดอันดับได้'
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <ClientMessages namespaces={['MoveButtons', 'SortableRankList']}>
        <CompanyRankingBoard
          sessionId={sessionId}
          openingId={openingId}
          round={info.round}
          applications={applications}
          draftApplicationIds={draft.applicationIds}
          hasDraft={draft.hasDraft}
          companyRankingDeadline={draft.companyRankingDeadline}
        />
      </ClientMessages>
    </>
  );
}
