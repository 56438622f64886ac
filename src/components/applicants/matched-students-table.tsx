'use client';

import { studentDisplayName } from '@/lib/student-profile';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ApplicationItem } from '@/lib/applications';

export type MatchedStudent = Pick<
  ApplicationItem,
  | 'studentId'
  | 'profileToken'
  | 'titleTh'
  | 'firstNameTh'
  | 'lastNameTh'
  | 'firstNameEn'
  | 'lastNameEn'
  | 'email'
  | 'phone'
  | 'lineId'
  | 'companyPreferenceRank'
> & { source: string };

const columns: DataTableColumn<MatchedStudent>[] = [
  {
    id: 'name',
    header: 'ชื่อ-นามสกุล',
    meta: { label: 'ชื่อ-นามสกุล', hideable: false, className: 'min-w-44' },
    cell: ({ row: { original: item } }) => (
      <Link
        href={`/student/profile/${encodeURIComponent(item.profileToken)}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {studentDisplayName(item)}
      </Link>
    ),
  },
  { id: 'studentId', header: 'รหัสนิสิต', meta: { label: 'รหัสนิสิต', className: 'tabular-nums' }, cell: ({ row }) => row.original.studentId },
  { id: 'email', header: 'อีเมล', meta: { label: 'อีเมล' }, cell: ({ row }) => row.original.email ?? '–' },
  { id: 'phone', header: 'โทรศัพท์', meta: { label: 'โทรศัพท์' }, cell: ({ row }) => row.original.phone ?? '–' },
  { id: 'lineId', header: 'LINE ID', meta: { label: 'LINE ID' }, cell: ({ row }) => row.original.lineId ?? '–' },
  {
    id: 'companyPreferenceRank',
    header: 'ลำดับที่บริษัทเลือก',
    meta: { label: 'ลำดับที่บริษัทเลือก', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.companyPreferenceRank ?? '–',
  },
  {
    id: 'source',
    header: 'ที่มา',
    meta: { label: 'ที่มา' },
    cell: ({ row }) =>
      row.original.source === 'MANUAL' ? (
        <Badge tone="info">ผู้ดูแลระบบกำหนด</Badge>
      ) : row.original.source === 'OFFER' ? (
        <Badge tone="info">ช่วงยื่นข้อเสนอ</Badge>
      ) : (
        <Badge tone="success">ระบบจับคู่</Badge>
      ),
  },
];

/** The students matched to one of the company's openings, with their contact details. */
export function MatchedStudentsTable({ items, caption }: { items: MatchedStudent[]; caption: string }) {
  return <DataTable id="company-matched-students" caption={caption} columns={columns} data={items} getRowId={(item) => item.studentId} />;
}
