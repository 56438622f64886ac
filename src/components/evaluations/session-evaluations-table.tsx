'use client';

import { Megaphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { apiCall } from '@/lib/api-call';
import { formatDate } from '@/lib/dates';
import {
  EVALUATION_KINDS,
  EVALUATION_KIND_LABELS_TH,
  EVALUATION_STATES,
  EVALUATION_STATE_LABELS_TH,
  type EvaluationRowView,
} from '@/lib/evaluations';
import type { List } from '@/lib/list';
import { DataTable, type BulkAction, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { ReleaseEvaluationButton, SendEvaluationLinkButton, ViewEvaluationButton } from './evaluation-actions';
import { EvaluationStateBadge } from './evaluation-labels';

const ALL = 'all';
const URL_CONFIG: TableUrlConfig = { filterKeys: ['kind', 'state', 'released', 'search'] };

const rowIdOf = (row: EvaluationRowView) => (row.requestId !== null ? String(row.requestId) : `p-${row.studentId}-${row.kind}`);

const columns: DataTableColumn<EvaluationRowView>[] = [
  {
    id: 'student',
    header: 'นิสิต',
    meta: { label: 'นิสิต', hideable: false, className: 'min-w-40' },
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.studentName}</span>
        <span className="text-xs text-gray-600">{row.original.studentId}</span>
      </div>
    ),
  },
  {
    id: 'company',
    header: 'บริษัท / ตำแหน่ง',
    meta: { label: 'บริษัท / ตำแหน่ง', className: 'min-w-44' },
    cell: ({ row }) => (
      <div className="grid">
        <span>{row.original.companyName}</span>
        <span className="text-xs text-gray-600">{row.original.openingTitle}</span>
      </div>
    ),
  },
  { id: 'kind', header: 'แบบประเมิน', meta: { label: 'แบบประเมิน' }, cell: ({ row }) => EVALUATION_KIND_LABELS_TH[row.original.kind] },
  {
    id: 'state',
    header: 'สถานะ',
    meta: { label: 'สถานะ' },
    cell: ({ row }) => (
      <div className="grid gap-1">
        <EvaluationStateBadge state={row.original.state} />
        {row.original.releasedAt ? <span className="text-xs text-success-800">เผยแพร่ให้นิสิตแล้ว</span> : null}
        {row.original.isMentorEmailChanged ? <span className="text-xs text-warning-800">อีเมลพี่เลี้ยงเปลี่ยน ควรส่งลิงก์ใหม่</span> : null}
      </div>
    ),
  },
  {
    id: 'dueDate',
    header: 'กำหนดส่ง',
    meta: { label: 'กำหนดส่ง', className: 'whitespace-nowrap' },
    cell: ({ row }) => (row.original.dueDate ? formatDate(row.original.dueDate) : 'ยังไม่มีวันฝึกงาน'),
  },
  {
    id: 'mentor',
    header: 'พี่เลี้ยง',
    meta: { label: 'พี่เลี้ยง', className: 'min-w-40' },
    cell: ({ row }) => (
      <div className="grid">
        <span>{row.original.mentorName ?? '–'}</span>
        <span className="text-xs text-gray-600 [overflow-wrap:anywhere]">{row.original.mentorEmail ?? 'ยังไม่มีอีเมล'}</span>
      </div>
    ),
  },
  {
    id: 'sends',
    header: 'การส่งลิงก์',
    meta: { label: 'การส่งลิงก์', className: 'whitespace-nowrap' },
    cell: ({ row }) =>
      row.original.sendCount === 0 ? (
        'ยังไม่ส่ง'
      ) : (
        <div className="grid text-sm">
          <span>{row.original.sendCount.toLocaleString('th-TH')} ครั้ง</span>
          <span className="text-xs text-gray-600">ล่าสุด {formatDate(row.original.sentAt)}</span>
        </div>
      ),
  },
];

export function SessionEvaluationsTable({ sessionId, list }: { sessionId: number; list: List<EvaluationRowView> }) {
  const { get, update } = useQueryState();
  const router = useRouter();
  const rowActions: RowAction<EvaluationRowView>[] = [
    (row) => <ViewEvaluationButton row={row} />,
    (row) => <ReleaseEvaluationButton row={row} />,
    (row) => (row.mentorEmail && row.dueDate ? <SendEvaluationLinkButton row={row} /> : null),
  ];
  const bulkActions: BulkAction[] = [
    {
      label: 'เผยแพร่ให้นิสิต',
      icon: Megaphone,
      tone: 'success',
      confirmTitle: (count) => `เผยแพร่ผลประเมิน ${count} รายการให้นิสิตเห็น?`,
      confirmDescription: 'นิสิตแต่ละคนจะเห็นคำตอบของพี่เลี้ยงและได้รับการแจ้งเตือน เลือกได้เฉพาะแบบประเมินที่พี่เลี้ยงส่งแล้ว',
      confirmLabel: 'เผยแพร่',
      run: (target) =>
        apiCall('POST /admin/sessions/{sessionId}/evaluations/release', {
          params: { sessionId },
          body: { requestIds: 'ids' in target ? target.ids.map(Number) : [] },
        })
          .then(({ count }) => `เผยแพร่ผลประเมิน ${count.toLocaleString('th-TH')} รายการแล้ว`)
          .finally(() => router.refresh()),
    },
  ];
  const filter = (id: string, label: string, key: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={get(key) || ALL} onValueChange={(value) => update({ [key]: value === ALL ? null : value })}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            ค้นหา
          </span>
          <SearchField label="ค้นหาด้วยรหัสหรือชื่อนิสิต บริษัท ตำแหน่ง หรือพี่เลี้ยง" placeholder="นิสิต บริษัท หรือพี่เลี้ยง" />
        </div>
        {filter('filter-kind', 'แบบประเมิน', 'kind', [
          { value: ALL, label: 'ทุกแบบ' },
          ...EVALUATION_KINDS.map((kind) => ({ value: kind, label: EVALUATION_KIND_LABELS_TH[kind] })),
        ])}
        {filter('filter-state', 'สถานะ', 'state', [
          { value: ALL, label: 'ทุกสถานะ' },
          ...EVALUATION_STATES.map((state) => ({ value: state, label: EVALUATION_STATE_LABELS_TH[state] })),
        ])}
        {filter('filter-released', 'การเผยแพร่', 'released', [
          { value: ALL, label: 'ไม่กรอง' },
          { value: 'false', label: 'ประเมินแล้ว รอเผยแพร่' },
          { value: 'true', label: 'เผยแพร่แล้ว' },
        ])}
      </div>
      <DataTable
        id="session-evaluations"
        caption="การประเมินของพี่เลี้ยง"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={rowIdOf}
        url={URL_CONFIG}
        rowNoun="รายการ"
        canSelectRow={(row) => row.state === 'SUBMITTED' && !row.releasedAt && row.requestId !== null}
        selectLabel={(row) => `เลือก${EVALUATION_KIND_LABELS_TH[row.kind]}ของ ${row.studentName}`}
        bulkActions={bulkActions}
        rowActions={rowActions}
        rowProps={(row) => ({
          'data-request-id': row.requestId === null ? undefined : String(row.requestId),
          'data-student-id': row.studentId,
        })}
        emptyFiltered="ไม่มีการประเมินที่ตรงกับเงื่อนไข"
        empty={{ title: 'ยังไม่มีนิสิตที่จับคู่ได้ในรอบนี้', description: 'การประเมินของพี่เลี้ยงจะแสดงเมื่อมีการฝึกงาน' }}
      />
    </div>
  );
}
