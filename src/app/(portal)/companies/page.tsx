import { Building2, CalendarClock } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { CompanySizeView } from '@/lib/companies';
import { formatDateTime } from '@/lib/dates';
import { companyBrowseQuery, listCompanies } from '@/server/companies';
import { getCompanyRatingSummaries } from '@/server/employer-ratings';
import { listReference } from '@/server/reference';
import { getSession, type SessionView } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { CompanyBrowseFilters } from '@/components/companies/company-browse-filters';
import { CompanyCard } from '@/components/companies/company-card';
import { RatingBadge } from '@/components/placements/company-rating-summary';
import { flattenSearchParams, type PageSearchParams } from '@/components/companies/search-params';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'บริษัท' };

/**
 * The student's company browser. By default only the companies with published openings in the
 * session chosen in the header (?sessionId=, kept by SessionQuerySync); `?scope=all` lists every company.
 */
export default async function CompaniesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const rawQuery = await searchParams;
  const query = flattenSearchParams(rawQuery);
  const {
    page,
    search,
    companySizes: companySizeIds = [],
    sessionId: requestedSessionId,
  } = parseSearchParams(companyBrowseQuery, rawQuery);
  let session: SessionView | null = null;
  if (requestedSessionId) session = await getSession({ ctx: access.ctx, sessionId: requestedSessionId }).catch(() => null);
  const isHiringOnly = query.scope !== 'all' && session !== null;

  const [list, companySizes] = await Promise.all([
    listCompanies({
      ctx: access.ctx,
      query: {
        search,
        companySizes: companySizeIds,
        sessionId: isHiringOnly ? session?.sessionId : undefined,
        page,
        limit: 12,
      },
    }),
    listReference({ ctx: access.ctx, kind: 'company-sizes' }),
  ]);
  const ratings = await getCompanyRatingSummaries({ ctx: access.ctx, companyIds: list.items.map((company) => company.companyId) });
  const isBeforeAnnouncement = Boolean(session?.openingAnnouncementDate && new Date(session.openingAnnouncementDate) > access.ctx.now);
  const isFiltered = Boolean(search) || companySizeIds.length > 0;
  const allCompaniesParams = new URLSearchParams(query);
  allCompaniesParams.set('scope', 'all');
  allCompaniesParams.delete('page');
  const allCompaniesHref = `/companies?${allCompaniesParams.toString()}`;

  return (
    <>
      <SessionQuerySync />
      <PageHeader
        title="บริษัท"
        description={
          isHiringOnly && session
            ? `บริษัทที่เปิดรับนิสิตฝึกงานใน ${session.sessionGroupTitle} ${session.title} ค้นหาตามชื่อและกรองตามขนาดบริษัท`
            : 'ทำความรู้จักบริษัทที่ร่วมโครงการฝึกงาน ค้นหาตามชื่อและกรองตามขนาดบริษัท'
        }
      />
      <div className="mb-6 grid gap-4">
        <SearchField label="ค้นหาบริษัท" placeholder="ค้นหาด้วยชื่อบริษัทภาษาไทยหรืออังกฤษ" className="w-full sm:max-w-md" />
        <CompanyBrowseFilters companySizes={companySizes as CompanySizeView[]} hasSession={session !== null} />
      </div>
      {list.items.length === 0 ? (
        isHiringOnly && isBeforeAnnouncement && !isFiltered ? (
          <EmptyState
            icon={CalendarClock}
            title="ยังไม่ประกาศตำแหน่งงานของรอบนี้"
            description={`รายชื่อบริษัทที่เปิดรับจะแสดงเมื่อ ${formatDateTime(session?.openingAnnouncementDate ?? null)} ระหว่างนี้ดูข้อมูลบริษัททั้งหมดได้`}
            action={
              <Button asChild variant="outline">
                <Link href={allCompaniesHref}>ดูบริษัททั้งหมด</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Building2}
            title={isFiltered ? 'ไม่พบบริษัทที่ตรงกับการค้นหา' : 'ยังไม่มีบริษัท'}
            description={
              isFiltered
                ? 'ลองเปลี่ยนคำค้นหาหรือขนาดบริษัทที่เลือก'
                : isHiringOnly
                  ? 'ยังไม่มีบริษัทที่เผยแพร่ตำแหน่งงานในรอบนี้'
                  : 'รายชื่อบริษัทจะแสดงที่นี่เมื่อผู้ดูแลระบบเพิ่มบริษัท'
            }
          />
        )
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="รายชื่อบริษัท">
            {list.items.map((company) => (
              <CompanyCard
                key={company.companyId}
                company={company}
                sessionId={session?.sessionId}
                rating={<RatingBadge summary={ratings.get(company.companyId)} />}
              />
            ))}
          </ul>
          <Pagination meta={list.meta} className="mt-2" />
        </>
      )}
    </>
  );
}
