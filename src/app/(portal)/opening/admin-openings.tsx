import { FileSpreadsheet, ListChecks } from 'lucide-react';
import Link from 'next/link';
import { OPENING_STATUSES, type OpeningStatus } from '@/lib/labels';
import type { Context } from '@/server/context';
import { canDeleteOpening, canEditOpening, canTransition, listGroupOpenings } from '@/server/openings';
import { listSessions } from '@/server/sessions';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { formatCompensation, formatCount } from '@/components/openings/opening-format';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AdminOpeningActions, AdminOpeningFilters } from './role-screens';
import { firstParam, idListOf, idParamOf, pageOf, type RawSearchParams } from './opening-search-params';

/** The admin's screen of /opening: every opening of the selected session group, filtered in the URL, with the lifecycle actions. */
export async function AdminOpenings({ ctx, searchParams }: { ctx: Context; searchParams: RawSearchParams }) {
  const sessions = await listSessions(ctx);
  const selectedSessionId = idParamOf(searchParams, 'sessionId');
  const selected = sessions.find((session) => session.sessionId === selectedSessionId) ?? sessions[0];
  const header = <PageHeader title="ตำแหน่งงานทั้งหมด" description="ตรวจสอบ เผยแพร่ ยกเลิกการเผยแพร่ และถอนตำแหน่งงานของทุกบริษัทในกลุ่มรอบที่เลือก" />;
  if (!selected) {
    return (
      <>
        <SessionQuerySync />
        {header}
        <EmptyState icon={ListChecks} title="ยังไม่มีรอบการฝึกงาน" description="สร้างกลุ่มรอบและรอบการฝึกงานก่อน ตำแหน่งงานของทุกบริษัทจะแสดงที่นี่" />
      </>
    );
  }

  const groupSessions = sessions.filter((session) => session.sessionGroupId === selected.sessionGroupId);
  const statusParam = firstParam(searchParams, 'status') ?? '';
  const status = statusParam.split(',').filter((value): value is OpeningStatus => (OPENING_STATUSES as readonly string[]).includes(value));
  const sessionIds = idListOf(searchParams, 'sessionIds').filter((sessionId) => groupSessions.some((session) => session.sessionId === sessionId));
  const list = await listGroupOpenings(ctx, selected.sessionGroupId, { ...pageOf(searchParams, 20), status, sessionIds, search: firstParam(searchParams, 'search') });
  const sessionTitles = new Map(groupSessions.map((session) => [session.sessionId, session.title]));

  return (
    <>
      <SessionQuerySync />
      <PageHeader
        eyebrow={selected.sessionGroupTitle}
        title="ตำแหน่งงานทั้งหมด"
        description="ตรวจสอบ เผยแพร่ ยกเลิกการเผยแพร่ และถอนตำแหน่งงานของทุกบริษัทในกลุ่มรอบที่เลือก"
        actions={groupSessions.map((session) => (
          <Button key={session.sessionId} asChild variant="cancel" size="sm">
            <a href={`/api/admin/export/openings/${session.sessionId}`} download>
              <FileSpreadsheet aria-hidden="true" />
              ส่งออก Excel{groupSessions.length > 1 ? `: ${session.title}` : ''}
            </a>
          </Button>
        ))}
      />
      <AdminOpeningFilters sessions={groupSessions.map((session) => ({ sessionId: session.sessionId, title: session.title }))} />
      <Table caption={`ตำแหน่งงานของ ${selected.sessionGroupTitle}`}>
        <TableHeader>
          <TableRow>
            <TableHead>ตำแหน่งงาน</TableHead>
            <TableHead>รอบการฝึกงาน</TableHead>
            <TableHead>สถานะ</TableHead>
            <TableHead className="text-right">รับ (เหลือ)</TableHead>
            <TableHead>ค่าตอบแทน</TableHead>
            <TableHead className="text-right">รายการโปรด</TableHead>
            <TableHead>อันดับของบริษัท</TableHead>
            <TableHead>
              <span className="sr-only">การดำเนินการ</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={8}>{status.length || sessionIds.length || firstParam(searchParams, 'search') ? 'ไม่พบตำแหน่งงานที่ตรงกับตัวกรอง' : 'ยังไม่มีตำแหน่งงานในกลุ่มรอบนี้'}</TableEmptyRow>
          ) : (
            list.items.map((opening) => (
              <TableRow key={opening.openingId} data-testid="admin-opening-row">
                <TableCell className="min-w-56">
                  <Link href={`/opening/${opening.openingId}/edit`} className="font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline">
                    {opening.title}
                  </Link>
                  <p className="text-xs text-gray-600">
                    #{opening.openingId} · {opening.company.companyNameTh}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{sessionTitles.get(opening.sessionId) ?? opening.sessionId}</TableCell>
                <TableCell>
                  <OpeningStatusBadge status={opening.status} />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatCount(opening.quota)} ({formatCount(opening.remainingQuota)})
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatCompensation(opening.compensationAmount, opening.compensationType)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(opening.bookmarkCount)}</TableCell>
                <TableCell>{opening.isRankingSubmitted ? <Badge tone="success">ส่งแล้ว</Badge> : <Badge tone="neutral">ยังไม่ส่ง</Badge>}</TableCell>
                <TableCell>
                  <AdminOpeningActions
                    openingId={opening.openingId}
                    title={opening.title}
                    allowed={{
                      canPublish: canTransition(opening.status, 'publish', 'admin'),
                      canUnpublish: canTransition(opening.status, 'unpublish', 'admin'),
                      canWithdraw: canTransition(opening.status, 'withdraw', 'admin'),
                      canDelete: canDeleteOpening(opening.status, 'admin'),
                      canEdit: canEditOpening(opening.status, 'admin'),
                    }}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />
    </>
  );
}
