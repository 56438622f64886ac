import { CalendarClock, Trophy } from 'lucide-react';
import type { Metadata } from 'next';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { formatDateTime } from '@/lib/dates';
import { getCompanyOpeningRound, getOpeningResult } from '@/server/applications';
import { MatchedStudentsTable } from '@/components/applicants/matched-students-table';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'ผลการจับคู่' };

export default async function ApplicantResultPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const result = info.isResultAnnounced ? await getOpeningResult({ ctx, sessionId, openingId, round: info.round }) : null;

  return (
    <>
      <BackLink href={base}>ผู้สมัครของตำแหน่งงาน</BackLink>
      <PageHeader
        title="ผลการจับคู่"
        eyebrow={`${info.opening.title} · ${info.session.title} · รอบที่ ${info.round}`}
        description="นิสิตที่ได้รับการจับคู่กับตำแหน่งงานนี้ พร้อมข้อมูลติดต่อ"
      />
      {!result ? (
        <EmptyState
          icon={CalendarClock}
          title="ยังไม่ประกาศผลการจับคู่"
          description={`ผลการจับคู่ของรอบที่ ${info.round} จะแสดงตั้งแต่ ${formatDateTime(info.resultAnnouncementDate)} (เวลาประเทศไทย) หลังผู้ดูแลระบบดำเนินการจับคู่`}
        />
      ) : result.items.length === 0 ? (
        <EmptyState icon={Trophy} title="ไม่มีนิสิตได้รับการจับคู่กับตำแหน่งงานนี้ในรอบนี้" description="ตำแหน่งงานที่ยังเหลือจำนวนรับจะเข้าร่วมรอบถัดไปได้" />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700">
            ได้รับการจับคู่ {result.items.length} คน จากจำนวนที่รับ {result.opening.quota} คน
          </p>
          <MatchedStudentsTable caption={`นิสิตที่ได้รับการจับคู่กับ ${info.opening.title}`} items={result.items} />
        </>
      )}
    </>
  );
}
