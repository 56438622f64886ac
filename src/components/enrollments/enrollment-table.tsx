'use client';

import { studentDisplayName } from '@/lib/student-profile';
import { Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ENROLLMENT_STATUSES, ENROLLMENT_STATUS_LABELS_TH, roundLabel } from '@/lib/labels';
import type { EnrollmentItem, EnrollmentList } from '@/lib/enrollments';
import { formatDate } from '@/lib/dates';
import { AdminStudentRankingDialog } from '@/components/ranking/admin-student-ranking-dialog';
import { EnrollmentStatusBadge } from '@/components/status/status-badge';
import { Label } from '@/components/ui/label';
import { bulkBody, exportLink } from '@/components/ui/data-table-bulk';
import { apiCall } from '@/lib/api-call';
import { DataTable, type BulkAction, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL = 'all';
const SORTS = {
  'studentId-asc': 'รหัสนิสิต (น้อยไปมาก)',
  'studentId-desc': 'รหัสนิสิต (มากไปน้อย)',
  'admissionYear-desc': 'ปีที่เข้าศึกษา (ใหม่ก่อน)',
  'admissionYear-asc': 'ปีที่เข้าศึกษา (เก่าก่อน)',
  'status-asc': 'สถานะ',
  'updatedAt-desc': 'อัปเดตล่าสุด',
} as const;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
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
}

export const ENROLLMENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  filterKeys: ['search', 'status', 'admissionYears', 'round'],
};

function enrollmentColumns({ sessionId, currentRound }: { sessionId: number; currentRound: number }): DataTableColumn<EnrollmentItem>[] {
  return [
    {
      id: 'studentId',
      header: 'รหัสนิสิต',
      meta: { label: 'รหัสนิสิต', hideable: false, className: 'font-mono whitespace-nowrap tabular-nums' },
      cell: ({ row }) => row.original.student.studentId,
    },
    {
      id: 'name',
      header: 'ชื่อ–นามสกุล',
      meta: { label: 'ชื่อ–นามสกุล', className: 'min-w-44' },
      cell: ({ row: { original: item } }) => (
        <Link
          href={`/student/profile/${encodeURIComponent(item.student.profileToken)}`}
          className="text-gray-900 hover:text-brand-700 hover:underline"
        >
          {studentDisplayName(item.student)}
        </Link>
      ),
    },
    {
      id: 'admissionYear',
      header: 'ปีที่เข้าศึกษา',
      meta: { label: 'ปีที่เข้าศึกษา', className: 'tabular-nums' },
      cell: ({ row }) => row.original.student.admissionYear,
    },
    { id: 'status', header: 'สถานะ', meta: { label: 'สถานะ' }, cell: ({ row }) => <EnrollmentStatusBadge status={row.original.status} /> },
    {
      id: 'assignedOpening',
      header: 'ตำแหน่งงานที่ได้',
      meta: { label: 'ตำแหน่งงานที่ได้', className: 'min-w-48' },
      cell: ({ row: { original: item } }) =>
        item.assignedOpening ? (
          <span className="grid">
            <span className="font-medium text-gray-900">{item.assignedOpening.title}</span>
            <span className="text-xs text-gray-600">
              {item.assignedOpening.companyNameTh}
              {item.matchedRound ? ` · ${roundLabel(item.matchedRound)}` : ''}
            </span>
          </span>
        ) : (
          <span className="text-gray-500">–</span>
        ),
    },
    {
      id: 'enrolledAt',
      header: 'ลงทะเบียนเมื่อ',
      meta: { label: 'ลงทะเบียนเมื่อ', className: 'whitespace-nowrap text-gray-600' },
      cell: ({ row }) => formatDate(row.original.enrolledAt),
    },
    {
      id: 'ranking',
      header: () => <span className="sr-only">การจัดอันดับ</span>,
      meta: { label: 'การจัดอันดับ' },
      cell: ({ row: { original: item } }) =>
        item.status === 'PROFILE_EDIT_PENDING' ? null : (
          <AdminStudentRankingDialog
            sessionId={sessionId}
            round={currentRound}
            studentId={item.student.studentId}
            studentName={studentDisplayName(item.student)}
          />
        ),
    },
  ];
}

/** The session's enrollments; every filter, the sort and the page live in the URL and are applied on the server. */
export function EnrollmentTable({
  list,
  admissionYears,
  roundCount,
  sessionId,
  currentRound,
}: {
  list: EnrollmentList;
  admissionYears: number[];
  roundCount: number;
  sessionId: number;
  currentRound: number;
}) {
  const { get, update } = useQueryState();
  const router = useRouter();
  // The unsubmit endpoint's "all matching" is the rankings list's filter, not this table's, so it takes the ticked ids only.
  const bulkActions: BulkAction[] = [
    {
      label: `ยกเลิกการส่งอันดับ (รอบที่ ${currentRound})`,
      icon: Undo2,
      tone: 'error',
      confirmTitle: (count) => `ยกเลิกการส่งอันดับของนิสิต ${count} คนใน${roundLabel(currentRound)}?`,
      confirmDescription: 'นิสิตที่เลือกต้องส่งอันดับไว้แล้วและการจับคู่ของรอบยังไม่เริ่ม หากมีคนใดยกเลิกไม่ได้ จะไม่มีการเปลี่ยนแปลงใด',
      confirmLabel: 'ยกเลิกการส่งอันดับ',
      run: (target) =>
        apiCall('POST /admin/sessions/{sessionId}/ranking/{round}/unsubmit', {
          params: { sessionId, round: currentRound },
          body: bulkBody(target),
          expectedStatuses: [200],
        })
          .then(({ count }) => `ยกเลิกการส่งอันดับของนิสิต ${count.toLocaleString('th-TH')} คนแล้ว`)
          .finally(() => router.refresh()),
    },
  ];
  const columns = useMemo(() => enrollmentColumns({ sessionId, currentRound }), [sessionId, currentRound]);
  const sort = `${get('sortBy') || 'studentId'}-${get('order') || 'asc'}`;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            ค้นหา
          </span>
          <SearchField label="ค้นหานิสิตด้วยรหัสหรือชื่อ" placeholder="รหัสหรือชื่อนิสิต" />
        </div>
        <FilterSelect
          id="filter-status"
          label="สถานะ"
          value={get('status') || ALL}
          onChange={(value) => update({ status: value === ALL ? null : value })}
          options={[
            { value: ALL, label: 'ทุกสถานะ' },
            ...ENROLLMENT_STATUSES.map((status) => ({ value: status, label: ENROLLMENT_STATUS_LABELS_TH[status] })),
          ]}
        />
        <FilterSelect
          id="filter-admission-year"
          label="ปีที่เข้าศึกษา"
          value={get('admissionYears') || ALL}
          onChange={(value) => update({ admissionYears: value === ALL ? null : value })}
          options={[{ value: ALL, label: 'ทุกปี' }, ...admissionYears.map((year) => ({ value: String(year), label: String(year) }))]}
        />
        <FilterSelect
          id="filter-round"
          label="จับคู่ได้ในรอบที่"
          value={get('round') || ALL}
          onChange={(value) => update({ round: value === ALL ? null : value })}
          options={[
            { value: ALL, label: 'ไม่กรอง' },
            ...Array.from({ length: roundCount }, (_, index) => ({ value: String(index + 1), label: roundLabel(index + 1) })),
          ]}
        />
        <FilterSelect
          id="filter-sort"
          label="เรียงตาม"
          value={sort in SORTS ? sort : 'studentId-asc'}
          onChange={(value) => {
            const [sortBy, order] = value.split('-');
            update({
              sortBy: sortBy === 'studentId' && order === 'asc' ? null : sortBy,
              order: sortBy === 'studentId' && order === 'asc' ? null : order,
            });
          }}
          options={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
        />
      </div>

      <DataTable
        id="session-enrollments"
        caption="นิสิตที่ลงทะเบียนในรอบนี้"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(item) => item.student.studentId}
        url={ENROLLMENT_TABLE_URL}
        rowNoun="คน"
        bulkActions={bulkActions}
        exportHref={(format, query) => exportLink(`/admin/sessions/${sessionId}/enrollments`, format, query)}
        emptyFiltered="ไม่มีนิสิตที่ตรงกับเงื่อนไข ลงทะเบียนนิสิตได้จากปุ่มด้านบน"
      />
    </div>
  );
}
