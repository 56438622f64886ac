'use client';

import { studentDisplayName } from '@/lib/student-profile';
import Link from 'next/link';
import type { ListMeta } from '@/lib/list';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ApplicationItem } from '@/lib/applications';

const columns: DataTableColumn<ApplicationItem>[] = [
  {
    id: 'studentPreferenceRank',
    header: 'ลำดับที่นิสิตเลือก',
    meta: { label: 'ลำดับที่นิสิตเลือก', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.studentPreferenceRank,
  },
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
  {
    id: 'email',
    header: 'อีเมล',
    meta: { label: 'อีเมล' },
    cell: ({ row: { original: item } }) =>
      item.email ? (
        <a href={`mailto:${item.email}`} className="underline-offset-2 hover:underline">
          {item.email}
        </a>
      ) : (
        '–'
      ),
  },
  { id: 'phone', header: 'โทรศัพท์', meta: { label: 'โทรศัพท์' }, cell: ({ row }) => row.original.phone ?? '–' },
  { id: 'lineId', header: 'LINE ID', meta: { label: 'LINE ID' }, cell: ({ row }) => row.original.lineId ?? '–' },
  {
    id: 'companyPreferenceRank',
    header: 'ลำดับที่บริษัทเลือก',
    meta: { label: 'ลำดับที่บริษัทเลือก', headClassName: 'text-right', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.companyPreferenceRank ?? '–',
  },
];

/** Applicants with contact details, each linking to the student's profile; ranks as the students and the company set them. */
export function ApplicantsTable({
  items,
  meta,
  caption,
  showCompanyRank = true,
}: {
  items: ApplicationItem[];
  meta?: ListMeta;
  caption: string;
  showCompanyRank?: boolean;
}) {
  return (
    <DataTable
      id="company-applicants"
      caption={caption}
      columns={showCompanyRank ? columns : columns.filter((column) => column.id !== 'companyPreferenceRank')}
      data={items}
      meta={meta}
      getRowId={(item) => String(item.applicationId)}
      emptyFiltered="ยังไม่มีผู้สมัคร"
    />
  );
}
