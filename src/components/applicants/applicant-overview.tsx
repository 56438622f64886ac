'use client';

import { CalendarClock, ListOrdered, Users } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import type { CompanySessionApplication } from '@/lib/applications';
import { formatDateTime } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useCurrentSession } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';

type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; items: CompanySessionApplication[] }
  | { status: 'notAnnounced' }
  | { status: 'error'; message: string };

/** The company's /applicant: per session of the chosen group, its openings with the current round's application counts. */
export function ApplicantOverview() {
  const { currentGroup } = useCurrentSession();
  if (!currentGroup) {
    return (
      <>
        <PageHeader title="ผู้สมัคร" />
        <EmptyState icon={Users} title="ยังไม่มีกลุ่มรอบการฝึกงาน" description="เมื่อผู้ดูแลระบบเปิดกลุ่มรอบใหม่ รายชื่อผู้สมัครของตำแหน่งงานจะแสดงที่นี่" />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="ผู้สมัคร"
        eyebrow={currentGroup.title}
        description={`จำนวนผู้สมัครของแต่ละตำแหน่งงานในรอบที่ ${currentGroup.currentRound} เลือกตำแหน่งงานเพื่อดูรายชื่อ ดาวน์โหลด Excel และจัดอันดับผู้สมัคร`}
      />
      <div className="grid gap-8">
        {currentGroup.sessions.map((session) => (
          <SessionApplications key={session.sessionId} session={session} />
        ))}
      </div>
    </>
  );
}

const overviewColumns: DataTableColumn<CompanySessionApplication>[] = [
  {
    id: 'title',
    header: 'ตำแหน่งงาน',
    meta: { label: 'ตำแหน่งงาน', hideable: false, className: 'min-w-48' },
    cell: ({ row: { original: item }, table }) => (
      <>
        <Link
          href={`/applicant/${item.openingId}/session/${(table.options.meta as { sessionId: number }).sessionId}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {item.title}
        </Link>
        {item.status === 'WITHDRAWN' ? (
          <Badge tone="neutral" className="ml-2">
            ถอนแล้ว
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    id: 'quota',
    header: 'จำนวนที่รับ',
    meta: { label: 'จำนวนที่รับ', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.quota,
  },
  {
    id: 'applicationCount',
    header: 'ผู้สมัคร',
    meta: { label: 'ผู้สมัคร', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => `${row.original.applicationCount} คน`,
  },
  {
    id: 'isRankingSubmitted',
    header: 'การจัดอันดับ',
    meta: { label: 'การจัดอันดับ' },
    cell: ({ row }) =>
      row.original.isRankingSubmitted ? (
        <Badge tone="success" dot>
          ส่งอันดับแล้ว
        </Badge>
      ) : (
        <Badge tone="warning" dot>
          ยังไม่ส่งอันดับ
        </Badge>
      ),
  },
  {
    id: 'rankingLink',
    header: () => <span className="sr-only">ลิงก์</span>,
    meta: { label: 'ลิงก์จัดอันดับ' },
    cell: ({ row: { original: item }, table }) =>
      item.status === 'WITHDRAWN' ? null : (
        <Link
          href={`/applicant/${item.openingId}/session/${(table.options.meta as { sessionId: number }).sessionId}/ranking`}
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
          aria-label={`จัดอันดับผู้สมัคร ${item.title}`}
        >
          <ListOrdered aria-hidden="true" className="size-4" /> จัดอันดับ
        </Link>
      ),
  },
];

function SessionApplications({ session }: { session: SessionInfo }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const round = session.currentRound;

  useEffect(() => {
    const controller = new AbortController();
    apiCall('GET /sessions/{sessionId}/applications/{round}', {
      params: { sessionId: session.sessionId, round },
      query: { limit: 100, sortBy: 'createdAt' },
      signal: controller.signal,
    })
      .then((list) => setState({ status: 'ready', items: list.items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setState({ status: 'notAnnounced' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'เกิดข้อผิดพลาด' });
      });
    return () => controller.abort();
  }, [session.sessionId, round, attempt]);

  const headingId = `session-${session.sessionId}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {session.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-gray-600">
          <CalendarClock aria-hidden="true" className="size-4" />
          ประกาศรายชื่อผู้สมัคร {formatDateTime(session.applicationAnnouncementDate)} · ปิดการจัดอันดับ{' '}
          {formatDateTime(session.companyRankingDeadline)}
        </p>
      </div>
      {state.status === 'notAnnounced' ? (
        <EmptyState
          headingLevel="h3"
          icon={CalendarClock}
          title="ยังไม่ถึงวันประกาศรายชื่อผู้สมัคร"
          description={`บริษัทจะเห็นรายชื่อและจำนวนผู้สมัครของรอบที่ ${round} ตั้งแต่ ${formatDateTime(session.applicationAnnouncementDate)}`}
        />
      ) : (
        <DataTable
          id="company-applicant-overview"
          caption={`ตำแหน่งงานและจำนวนผู้สมัคร ${session.title}`}
          columns={overviewColumns}
          data={state.status === 'ready' ? state.items : []}
          getRowId={(item) => String(item.openingId)}
          tableMeta={{ sessionId: session.sessionId }}
          isLoading={state.status === 'loading'}
          error={state.status === 'error' ? state.message : null}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((current) => current + 1);
          }}
          empty={{ icon: Users, title: 'ยังไม่มีตำแหน่งงานที่เผยแพร่ในรอบนี้', description: 'ตำแหน่งงานที่เผยแพร่แล้วพร้อมจำนวนผู้สมัครจะแสดงที่นี่' }}
        />
      )}
    </section>
  );
}
