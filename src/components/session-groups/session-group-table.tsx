'use client';

import Link from 'next/link';
import { formatDate, formatDateTime } from '@/lib/dates';
import { roundLabel } from '@/lib/labels';
import type { SessionGroupList, SessionGroupView } from '@/lib/session-groups';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const columns: DataTableColumn<SessionGroupView>[] = [
  {
    id: 'title',
    header: 'กลุ่มรอบ',
    meta: { label: 'กลุ่มรอบ', hideable: false, className: 'min-w-52' },
    cell: ({ row: { original: group } }) => (
      <Link
        href={`/session-group/${group.sessionGroupId}`}
        className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {group.title}
      </Link>
    ),
  },
  {
    id: 'currentRound',
    header: 'การจับคู่ปัจจุบัน',
    meta: { label: 'การจับคู่ปัจจุบัน', className: 'whitespace-nowrap' },
    cell: ({ row: { original: group } }) => (
      <>
        <Badge tone="brand">{roundLabel(group.currentRound)}</Badge>
        <span className="ml-2 text-xs text-gray-600">จาก {group.rounds.length} ครั้ง</span>
      </>
    ),
  },
  {
    id: 'sessions',
    header: 'รอบการฝึกงาน',
    meta: { label: 'รอบการฝึกงาน', className: 'min-w-48' },
    cell: ({ row: { original: group } }) =>
      group.sessions.length === 0 ? (
        <span className="text-gray-600">ยังไม่มี</span>
      ) : (
        <ul className="grid gap-0.5">
          {group.sessions.map((session) => (
            <li key={session.sessionId}>
              <Link href={`/session/${session.sessionId}`} className="hover:text-brand-700 hover:underline">
                {session.title}
              </Link>
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: 'studentRankingDeadline',
    header: 'ปิดการจัดอันดับของนิสิต',
    meta: { label: 'ปิดการจัดอันดับของนิสิต', className: 'whitespace-nowrap' },
    cell: ({ row: { original: group } }) => formatDateTime(currentRoundOf(group)?.studentRankingDeadline),
  },
  {
    id: 'resultAnnouncementDate',
    header: 'ประกาศผล',
    meta: { label: 'ประกาศผล', className: 'whitespace-nowrap' },
    cell: ({ row: { original: group } }) => formatDateTime(currentRoundOf(group)?.resultAnnouncementDate),
  },
  {
    id: 'createdAt',
    header: 'สร้างเมื่อ',
    meta: { label: 'สร้างเมื่อ', className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

function currentRoundOf(group: SessionGroupView) {
  return group.rounds.find((round) => round.round === group.currentRound);
}

export function SessionGroupTable({ list }: { list: SessionGroupList }) {
  return (
    <DataTable
      id="admin-session-groups"
      caption="กลุ่มรอบทั้งหมด เรียงจากใหม่ไปเก่า"
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(group) => String(group.sessionGroupId)}
      emptyFiltered="ยังไม่มีกลุ่มรอบ เริ่มจากปุ่ม “สร้างกลุ่มรอบ”"
    />
  );
}
