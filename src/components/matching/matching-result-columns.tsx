import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { MatchingResultItem } from '@/lib/matching';
import { SOURCE_LABELS } from './labels';

const nameOf = (row: MatchingResultItem) => [row.firstNameTh, row.lastNameTh].filter(Boolean).join(' ') || '–';

export const matchingResultColumns: DataTableColumn<MatchingResultItem>[] = [
  {
    id: 'studentId',
    header: 'รหัสนิสิต',
    meta: { label: 'รหัสนิสิต', hideable: false, className: 'font-mono' },
    cell: ({ row }) => row.original.studentId,
  },
  { id: 'name', header: 'ชื่อ', meta: { label: 'ชื่อ', className: 'min-w-40' }, cell: ({ row }) => nameOf(row.original) },
  {
    id: 'opening',
    header: 'ตำแหน่งที่ได้รับ',
    meta: { label: 'ตำแหน่งที่ได้รับ', className: 'min-w-48' },
    cell: ({ row: { original: row } }) =>
      row.openingId ? `${row.companyNameTh} · ${row.openingTitle}` : <Badge tone="warning">ไม่ได้รับการจับคู่</Badge>,
  },
  {
    id: 'source',
    header: 'ที่มา',
    meta: { label: 'ที่มา' },
    cell: ({ row }) => <Badge tone={row.original.source === 'ALGORITHM' ? 'neutral' : 'info'}>{SOURCE_LABELS[row.original.source]}</Badge>,
  },
];
