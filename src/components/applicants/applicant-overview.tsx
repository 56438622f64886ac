'use client';

import { CalendarClock, ListOrdered, Users } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { List } from '@/lib/list';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCurrentSession } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';
import type { OpeningApplicationStatistics } from './types';

type SessionState = { status: 'loading' } | { status: 'ready'; items: OpeningApplicationStatistics[] } | { status: 'notAnnounced' } | { status: 'error'; message: string };

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

function SessionApplications({ session }: { session: SessionInfo }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const round = session.currentRound;

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<List<OpeningApplicationStatistics>>(`/sessions/${session.sessionId}/applications/${round}?limit=100&sortBy=createdAt`, { signal: controller.signal })
      .then((list) => setState({ status: 'ready', items: list.items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setState({ status: 'notAnnounced' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'เกิดข้อผิดพลาด' });
      });
    return () => controller.abort();
  }, [session.sessionId, round]);

  const headingId = `session-${session.sessionId}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {session.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-gray-600">
          <CalendarClock aria-hidden="true" className="size-4" />
          ประกาศรายชื่อผู้สมัคร {formatDateTime(session.applicationAnnouncementDate)} · ปิดการจัดอันดับ {formatDateTime(session.companyRankingDeadline)}
        </p>
      </div>
      {state.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-gray-600" role="status">
          <Spinner className="size-4" /> กำลังโหลดจำนวนผู้สมัคร…
        </p>
      ) : state.status === 'notAnnounced' ? (
        <EmptyState
          headingLevel="h3"
          icon={CalendarClock}
          title="ยังไม่ถึงวันประกาศรายชื่อผู้สมัคร"
          description={`บริษัทจะเห็นรายชื่อและจำนวนผู้สมัครของรอบที่ ${round} ตั้งแต่ ${formatDateTime(session.applicationAnnouncementDate)}`}
        />
      ) : state.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-error-200 bg-error-50 p-3 text-sm text-error-800">
          โหลดจำนวนผู้สมัครไม่สำเร็จ: {state.message}
        </p>
      ) : state.items.length === 0 ? (
        <EmptyState headingLevel="h3" icon={Users} title="ยังไม่มีตำแหน่งงานที่เผยแพร่ในรอบนี้" description="ตำแหน่งงานที่เผยแพร่แล้วพร้อมจำนวนผู้สมัครจะแสดงที่นี่" />
      ) : (
        <Table caption={`ตำแหน่งงานและจำนวนผู้สมัคร ${session.title}`}>
          <TableHeader>
            <TableRow>
              <TableHead>ตำแหน่งงาน</TableHead>
              <TableHead className="text-right">จำนวนที่รับ</TableHead>
              <TableHead className="text-right">ผู้สมัคร</TableHead>
              <TableHead>การจัดอันดับ</TableHead>
              <TableHead>
                <span className="sr-only">ลิงก์</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.items.map((item) => (
              <TableRow key={item.openingId}>
                <TableCell>
                  <Link href={`/applicant/${item.openingId}/session/${session.sessionId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                  {item.status === 'WITHDRAWN' ? (
                    <Badge tone="neutral" className="ml-2">
                      ถอนแล้ว
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{item.quota}</TableCell>
                <TableCell className="text-right tabular-nums">{item.applicationCount} คน</TableCell>
                <TableCell>
                  {item.isRankingSubmitted ? (
                    <Badge tone="success" dot>
                      ส่งอันดับแล้ว
                    </Badge>
                  ) : (
                    <Badge tone="warning" dot>
                      ยังไม่ส่งอันดับ
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  {item.status === 'WITHDRAWN' ? null : (
                    <Link
                      href={`/applicant/${item.openingId}/session/${session.sessionId}/ranking`}
                      className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
                      aria-label={`จัดอันดับผู้สมัคร ${item.title}`}
                    >
                      <ListOrdered aria-hidden="true" className="size-4" /> จัดอันดับ
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
