'use client';

import { Ban, EyeOff, Send, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { roundLabel } from '@/lib/labels';
import type { AdminOpeningView } from '@/lib/openings';
import type { List } from '@/lib/list';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { Badge } from '@/components/ui/badge';
import { DataTable, type BulkAction, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { exportLink, numericBulkBody } from '@/components/ui/data-table-bulk';
import { apiCall } from '@/lib/api-call';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { AdminOpeningActions, type AdminOpeningAllowedActions } from './admin-opening-actions';
import { formatCompensation, formatCount } from './opening-format';

/** An opening with what the admin may do to it, decided on the server (the lifecycle rules live there). */
export type AdminOpeningRow = AdminOpeningView & { sessionTitle: string; allowed: AdminOpeningAllowedActions };

export const ADMIN_OPENINGS_TABLE_URL: TableUrlConfig = { filterKeys: ['sessionId', 'status', 'sessionIds', 'search'] };

const columns: DataTableColumn<AdminOpeningRow>[] = [
  {
    id: 'title',
    header: 'ตำแหน่งงาน',
    meta: { label: 'ตำแหน่งงาน', hideable: false, className: 'min-w-56' },
    cell: ({ row: { original: opening } }) => (
      <>
        <Link
          href={`/opening/${opening.openingId}/edit`}
          className="font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {opening.title}
        </Link>
        <p className="text-xs text-gray-600">
          #{opening.openingId} · {opening.company.companyNameTh}
        </p>
      </>
    ),
  },
  {
    id: 'session',
    header: 'รอบการฝึกงาน',
    meta: { label: 'รอบการฝึกงาน', className: 'whitespace-nowrap' },
    cell: ({ row }) => row.original.sessionTitle,
  },
  { id: 'status', header: 'สถานะ', meta: { label: 'สถานะ' }, cell: ({ row }) => <OpeningStatusBadge status={row.original.status} /> },
  {
    id: 'quota',
    header: 'รับ (เหลือ)',
    meta: { label: 'รับ (เหลือ)', headClassName: 'text-right', className: 'text-right whitespace-nowrap tabular-nums' },
    cell: ({ row }) => `${formatCount(row.original.quota)} (${formatCount(row.original.remainingQuota)})`,
  },
  {
    id: 'compensation',
    header: 'ค่าตอบแทน',
    meta: { label: 'ค่าตอบแทน', className: 'whitespace-nowrap' },
    cell: ({ row }) => formatCompensation(row.original.compensationAmount, row.original.compensationType),
  },
  {
    id: 'bookmarkCount',
    header: 'รายการโปรด',
    meta: { label: 'รายการโปรด', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => formatCount(row.original.bookmarkCount),
  },
  {
    id: 'isRankingSubmitted',
    header: 'อันดับของบริษัท',
    meta: { label: 'อันดับของบริษัท' },
    cell: ({ row }) => (row.original.isRankingSubmitted ? <Badge tone="success">ส่งแล้ว</Badge> : <Badge tone="neutral">ยังไม่ส่ง</Badge>),
  },
];

const rowActions: RowAction<AdminOpeningRow>[] = [
  (opening) => <AdminOpeningActions openingId={opening.openingId} title={opening.title} allowed={opening.allowed} compact />,
];

/** /opening (admin): every opening of the selected session group; filters and page live in the URL. */
export function AdminOpeningsTable({
  list,
  caption,
  isFiltered,
  sessionGroupId,
  currentRound,
}: {
  list: List<AdminOpeningRow>;
  caption: string;
  isFiltered: boolean;
  sessionGroupId: number;
  currentRound: number;
}) {
  const router = useRouter();
  const params = { sessionGroupId };
  // The lifecycle decides on the server, row by row; one opening it refuses (named in the error) leaves every opening as it was.
  const lifecycle =
    (action: 'publish' | 'unpublish' | 'withdraw', done: string): BulkAction['run'] =>
    (target) =>
      apiCall(`POST /admin/session-groups/{sessionGroupId}/openings/${action}`, {
        params,
        body: numericBulkBody(target),
        expectedStatuses: [200],
      })
        .then(({ count }) => `${done} ${count.toLocaleString('th-TH')} ตำแหน่งแล้ว`)
        .finally(() => router.refresh());
  const bulkActions: BulkAction[] = [
    {
      label: 'เผยแพร่',
      icon: Send,
      confirmTitle: (count) => `เผยแพร่ตำแหน่งงาน ${count} ตำแหน่ง?`,
      confirmDescription: 'เผยแพร่ได้เฉพาะตำแหน่งที่เป็นฉบับร่าง หากมีตำแหน่งใดเผยแพร่ไม่ได้ จะไม่มีตำแหน่งใดถูกเปลี่ยน',
      run: lifecycle('publish', 'เผยแพร่'),
      supportsAllMatching: true,
    },
    {
      label: 'ยกเลิกการเผยแพร่',
      icon: EyeOff,
      confirmTitle: (count) => `ยกเลิกการเผยแพร่ตำแหน่งงาน ${count} ตำแหน่ง?`,
      confirmDescription: 'ตำแหน่งที่เลือกต้องเผยแพร่อยู่ หากมีตำแหน่งใดยกเลิกไม่ได้ จะไม่มีตำแหน่งใดถูกเปลี่ยน',
      run: lifecycle('unpublish', 'ยกเลิกการเผยแพร่'),
      supportsAllMatching: true,
    },
    {
      label: 'ถอนตำแหน่ง',
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => `ถอนตำแหน่งงาน ${count} ตำแหน่ง?`,
      confirmDescription: 'ใบสมัครของตำแหน่งที่ถอนจะสิ้นสุดลงเหมือนการถอนทีละตำแหน่ง หากมีตำแหน่งใดถอนไม่ได้ จะไม่มีตำแหน่งใดถูกเปลี่ยน',
      run: lifecycle('withdraw', 'ถอน'),
      supportsAllMatching: true,
    },
    {
      label: `ยกเลิกการส่งอันดับของบริษัท (รอบที่ ${currentRound})`,
      icon: Undo2,
      tone: 'error',
      confirmTitle: (count) => `ยกเลิกการส่งอันดับของบริษัท ${count} ตำแหน่งใน${roundLabel(currentRound)}?`,
      confirmDescription:
        'ตำแหน่งที่เลือกต้องส่งอันดับไว้แล้วในรอบนี้และการจับคู่ยังไม่เริ่ม บริษัทจะกลับไปแก้ไขและส่งอันดับใหม่ได้ หากมีตำแหน่งใดยกเลิกไม่ได้ จะไม่มีการเปลี่ยนแปลงใด',
      confirmLabel: 'ยกเลิกการส่งอันดับ',
      run: (target) =>
        apiCall('POST /admin/session-groups/{sessionGroupId}/openings/ranking/{round}/unsubmit', {
          params: { ...params, round: currentRound },
          body: numericBulkBody(target),
          expectedStatuses: [200],
        })
          .then(({ count }) => `ยกเลิกการส่งอันดับของบริษัท ${count.toLocaleString('th-TH')} ตำแหน่งแล้ว`)
          .finally(() => router.refresh()),
      supportsAllMatching: true,
    },
  ];
  return (
    <DataTable
      id="admin-openings"
      caption={caption}
      columns={columns}
      data={list.items}
      meta={list.meta}
      getRowId={(opening) => String(opening.openingId)}
      url={ADMIN_OPENINGS_TABLE_URL}
      rowActions={rowActions}
      rowNoun="ตำแหน่ง"
      bulkActions={bulkActions}
      exportHref={(format, query) => exportLink(`/admin/session-groups/${sessionGroupId}/openings`, format, query)}
      rowProps={() => ({ 'data-testid': 'admin-opening-row' })}
      emptyFiltered={isFiltered ? 'ไม่พบตำแหน่งงานที่ตรงกับตัวกรอง' : 'ยังไม่มีตำแหน่งงานในกลุ่มรอบนี้'}
    />
  );
}
