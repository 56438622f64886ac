import { Briefcase, Heart } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { listBookmarks } from '@/server/openings';
import { paginationQuery, parseSearchParams } from '@/server/validation';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { OpeningCardGrid } from '@/components/openings/opening-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';
import type { RawSearchParams } from '../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export const metadata: Metadata = { title: 'รายการโปรด' };

const PAGE_SIZE = 12;

/** The student's bookmarked openings of the selected session; un-bookmarking removes the card. */
export default async function FavoritesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const query = await searchParams;
  const session = await chooseSessionOfPage({ ctx: access.ctx, searchParams: query });
  const { page } = parseSearchParams(paginationQuery, query);
  const list = session
    ? await listBookmarks({ ctx: access.ctx, sessionId: session.sessionId, pagination: { page, limit: PAGE_SIZE } })
    : null;

  return (
    <>
      <SessionQuerySync renderedSessionId={session?.sessionId} />
      <PageHeader
        title="รายการโปรด"
        description={
          session ? `ตำแหน่งงานที่คุณบันทึกไว้ใน ${session.title} เพื่อเปรียบเทียบก่อนจัดอันดับ` : 'ตำแหน่งงานที่คุณบันทึกไว้ในรอบที่เลือก เพื่อเปรียบเทียบก่อนจัดอันดับ'
        }
      />
      {list && list.items.length > 0 ? (
        <OpeningCardGrid list={list} label="ตำแหน่งงานในรายการโปรด" />
      ) : (
        <EmptyState
          icon={Heart}
          title="ยังไม่มีตำแหน่งงานในรายการโปรด"
          description="กดรูปหัวใจที่ตำแหน่งงานเพื่อบันทึกไว้ดูภายหลัง ตำแหน่งงานที่บันทึกไว้จะแสดงที่นี่"
          action={
            <Button asChild>
              <Link href="/opening">
                <Briefcase aria-hidden="true" />
                ดูตำแหน่งงาน
              </Link>
            </Button>
          }
        />
      )}
    </>
  );
}
