import { Briefcase, CalendarClock, SearchX } from 'lucide-react';
import Link from 'next/link';
import { formatDateTime } from '@/lib/dates';
import type { StudentContext } from '@/server/context';
import { listSessionOpenings, listSessionOpeningsQuery, listStudentOpeningFilters } from '@/server/openings';
import { isDemandShown } from '@/server/demand';
import { parseSearchParams } from '@/server/validation';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { OpeningCardGrid } from '@/components/openings/opening-card';
import { StudentOpeningFilters } from '@/components/openings/student-opening-filters';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from './opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

const PAGE_SIZE = 12;

/** The student's screen of /opening: the selected session's published openings, searched and filtered through the URL. */
export async function StudentOpenings({ ctx, searchParams }: { ctx: StudentContext; searchParams: RawSearchParams }) {
  const session = await chooseSessionOfPage({ ctx, searchParams });
  const header = <PageHeader title="ตำแหน่งงาน" description="ค้นหาตำแหน่งฝึกงานตามแท็ก บริษัท และตำแหน่งที่ยังเปิดรับสมัคร แล้วบันทึกเป็นรายการโปรด" />;
  if (!session) {
    return (
      <>
        <SessionQuerySync />
        {header}
        <EmptyState
          icon={Briefcase}
          title="คุณยังไม่ได้อยู่ในรอบการฝึกงานใด"
          description="เมื่อผู้ดูแลระบบเพิ่มคุณเข้าสู่รอบการฝึกงาน ตำแหน่งงานของรอบนั้นจะแสดงที่นี่"
        />
      </>
    );
  }

  const {
    page,
    search,
    tags = [],
    companyId,
    onlyBookmarked = false,
    onlyAvailablePositions = false,
  } = parseSearchParams(listSessionOpeningsQuery, searchParams);
  const filters = { page, limit: PAGE_SIZE, search, tags, companyId, onlyBookmarked, onlyAvailablePositions };
  const [list, options, showDemand] = await Promise.all([
    listSessionOpenings({ ctx, sessionId: session.sessionId, filters }),
    listStudentOpeningFilters({ ctx, sessionId: session.sessionId }),
    isDemandShown({ ctx, sessionId: session.sessionId }),
  ]);
  const hasFilters = Boolean(
    filters.search?.trim() || filters.tags.length || filters.companyId || filters.onlyBookmarked || filters.onlyAvailablePositions,
  );

  return (
    <>
      <SessionQuerySync renderedSessionId={session.sessionId} />
      {header}
      {list.reason === 'NOT_ANNOUNCED' ? (
        <EmptyState
          icon={CalendarClock}
          title="ยังไม่ถึงวันประกาศตำแหน่งงาน"
          description={
            list.openingAnnouncementDate
              ? `ตำแหน่งงานของ ${session.title} จะประกาศเมื่อ ${formatDateTime(list.openingAnnouncementDate)}`
              : `ยังไม่ได้กำหนดวันประกาศตำแหน่งงานของ ${session.title}`
          }
        />
      ) : (
        <div className="grid gap-6">
          <StudentOpeningFilters tags={options.tags} companies={options.companies} />
          {list.items.length === 0 ? (
            hasFilters ? (
              <EmptyState
                icon={SearchX}
                title="ไม่พบตำแหน่งงานที่ตรงกับเงื่อนไข"
                description="ลองใช้คำค้นอื่น หรือลดตัวกรองลง"
                action={
                  <Button asChild variant="cancel">
                    <Link href={`/opening?sessionId=${session.sessionId}`}>ล้างตัวกรองทั้งหมด</Link>
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={Briefcase} title="ยังไม่มีตำแหน่งงานที่เผยแพร่" description="เมื่อบริษัทเผยแพร่ตำแหน่งงานในรอบนี้ ตำแหน่งงานจะแสดงที่นี่" />
            )
          ) : (
            <OpeningCardGrid list={list} label="รายการตำแหน่งงาน" showDemand={showDemand} />
          )}
        </div>
      )}
    </>
  );
}
