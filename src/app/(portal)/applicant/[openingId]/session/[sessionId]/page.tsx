import { CalendarClock, CalendarDays, Download, ListOrdered, Trophy, Users } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { authorizeApplicantPage, orNotFound } from '@/app/(portal)/guards';
import { formatDateTime } from '@/lib/dates';
import { getCompanyOpeningRound, listOpeningApplications } from '@/server/applications';
import { paginationQuery, parseSearchParams } from '@/server/validation';
import { ApplicantsTable } from '@/components/applicants/applicants-table';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'ผู้สมัครของตำแหน่งงาน' };

const PAGE_SIZE = 20;

export default async function OpeningApplicantsPage({
  params,
  searchParams,
}: {
  params: Promise<{ openingId: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await authorizeApplicantPage(params);
  if (!access.allowed) return access.forbidden;
  const { ctx, openingId, sessionId, base } = access;
  const info = await getCompanyOpeningRound({ ctx, sessionId, openingId }).catch(orNotFound);
  const list = info.isApplicationsAnnounced
    ? await listOpeningApplications({
        ctx,
        sessionId,
        openingId,
        round: info.round,
        pagination: { page: parseSearchParams(paginationQuery, await searchParams).page, limit: PAGE_SIZE },
      })
    : null;

  return (
    <>
      <BackLink href="/applicant">ผู้สมัครทั้งหมด</BackLink>
      <PageHeader
        title={info.opening.title}
        eyebrow={`${info.session.title} · รอบที่ ${info.round}`}
        description={`ผู้สมัครที่เลือกตำแหน่งงานนี้ พร้อมลำดับที่นิสิตเลือก ปิดการจัดอันดับ ${formatDateTime(info.companyRankingDeadline)} (เวลาประเทศไทย)`}
        actions={
          <>
            {list && list.meta.totalItem > 0 ? (
              <Button asChild variant="outline">
                <a href={`/api/sessions/${sessionId}/openings/${openingId}/applications/${info.round}/excel`} download>
                  <Download aria-hidden="true" />
                  ดาวน์โหลด Excel
                </a>
              </Button>
            ) : null}
            <Button asChild variant="solid">
              <Link href={`${base}/ranking`}>
                <ListOrdered aria-hidden="true" />
                จัดอันดับผู้สมัคร
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`${base}/interviews`}>
                <CalendarDays aria-hidden="true" />
                เวลาสัมภาษณ์
              </Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`${base}/result`}>
                <Trophy aria-hidden="true" />
                ผลการจับคู่
              </Link>
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-2">
        {info.isRankingSubmitted ? (
          <Badge tone="success" dot>
            ส่งอันดับรอบที่ {info.round} แล้ว
          </Badge>
        ) : (
          <Badge tone="warning" dot>
            ยังไม่ส่งอันดับรอบที่ {info.round}
          </Badge>
        )}
        {list ? <Badge tone="info">ผู้สมัคร {list.meta.totalItem} คน</Badge> : null}
      </div>
      {!list ? (
        <EmptyState
          icon={CalendarClock}
          title="ยังไม่ถึงวันประกาศรายชื่อผู้สมัคร"
          description={`รายชื่อผู้สมัครของรอบที่ ${info.round} จะแสดงตั้งแต่ ${formatDateTime(info.applicationAnnouncementDate)} (เวลาประเทศไทย)`}
        />
      ) : list.items.length === 0 ? (
        <EmptyState icon={Users} title="ยังไม่มีผู้สมัครในตำแหน่งงานนี้" description="เมื่อนิสิตส่งอันดับที่มีตำแหน่งงานนี้ รายชื่อจะแสดงที่นี่" />
      ) : (
        <ApplicantsTable items={list.items} meta={list.meta} caption={`ผู้สมัครตำแหน่ง ${info.opening.title}`} />
      )}
    </>
  );
}
