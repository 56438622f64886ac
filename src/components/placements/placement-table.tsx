'use client';

import { BriefcaseBusiness } from 'lucide-react';
import Link from 'next/link';
import { formatDate } from '@/lib/dates';
import { roundLabel } from '@/lib/labels';
import type { List } from '@/lib/list';
import { PLACEMENT_STATE_LABELS_TH, PLACEMENT_STATES, type PlacementView } from '@/lib/placements';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { SOURCE_LABELS } from '@/components/matching/labels';
import { PlacementStateBadge } from './placement-labels';

const ALL = 'all';
const URL_CONFIG: TableUrlConfig = { filterKeys: ['search', 'round', 'companyId', 'state'] };

function FilterSelect({
  id,
  label,
  param,
  options,
}: {
  id: string;
  label: string;
  param: string;
  options: { value: string; label: string }[];
}) {
  const { get, update } = useQueryState();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={get(param) || ALL} onValueChange={(value) => update({ [param]: value === ALL ? null : value, page: null })}>
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

/**
 * The placements of a session (the admin's every one, or a company's own announced ones), filtered by round, company
 * and state and searched on the server; each row links to its page under `hrefOf`.
 */
export function PlacementTable({
  list,
  roundCount,
  companies,
  detailHref,
}: {
  list: List<PlacementView>;
  roundCount: number;
  /** The company filter's choices (admin only). */
  companies?: { companyId: number; companyName: string }[];
  /** The page of a placement: `${detailHref}/${studentId}`. */
  detailHref: string;
}) {
  const columns: DataTableColumn<PlacementView>[] = [
    {
      id: 'student',
      header: 'นิสิต',
      meta: { label: 'นิสิต', hideable: false },
      cell: ({ row: { original: placement } }) => (
        <div className="min-w-40">
          <Link
            href={`${detailHref}/${placement.studentId}`}
            className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {placement.studentName}
          </Link>
          <p className="text-xs text-gray-600">{placement.studentId}</p>
        </div>
      ),
    },
    {
      id: 'opening',
      header: 'บริษัท / ตำแหน่ง',
      meta: { label: 'บริษัท / ตำแหน่ง', className: 'text-sm' },
      cell: ({ row: { original: placement } }) => (
        <div className="min-w-48">
          <p>{placement.companyName}</p>
          <p className="text-xs text-gray-600">{placement.openingTitle}</p>
        </div>
      ),
    },
    {
      id: 'round',
      header: 'รอบที่จับคู่',
      meta: { label: 'รอบที่จับคู่', className: 'text-sm whitespace-nowrap' },
      cell: ({ row: { original: placement } }) => (
        <>
          <p>{roundLabel(placement.round)}</p>
          <p className="text-xs text-gray-600">{SOURCE_LABELS[placement.source]}</p>
        </>
      ),
    },
    {
      id: 'dates',
      header: 'ระยะเวลา',
      meta: { label: 'ระยะเวลา', className: 'text-sm whitespace-nowrap' },
      cell: ({ row: { original: placement } }) =>
        placement.startDate && placement.endDate ? (
          `${formatDate(placement.startDate)} – ${formatDate(placement.endDate)}`
        ) : (
          <span className="text-gray-500">ยังไม่ระบุ</span>
        ),
    },
    {
      id: 'mentor',
      header: 'พี่เลี้ยง',
      meta: { label: 'พี่เลี้ยง', className: 'text-sm' },
      cell: ({ row: { original: placement } }) => placement.mentorName ?? <span className="text-gray-500">ยังไม่ระบุ</span>,
    },
    { id: 'state', header: 'สถานะ', meta: { label: 'สถานะ' }, cell: ({ row }) => <PlacementStateBadge state={row.original.state} /> },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            ค้นหา
          </span>
          <SearchField label="ค้นหาการฝึกงาน" placeholder="รหัสหรือชื่อนิสิต ตำแหน่ง บริษัท พี่เลี้ยง" />
        </div>
        <FilterSelect
          id="filter-round"
          label="จับคู่ได้ในรอบที่"
          param="round"
          options={[
            { value: ALL, label: 'ทุกรอบ' },
            ...Array.from({ length: roundCount }, (_, index) => ({ value: String(index + 1), label: roundLabel(index + 1) })),
          ]}
        />
        {companies ? (
          <FilterSelect
            id="filter-company"
            label="บริษัท"
            param="companyId"
            options={[
              { value: ALL, label: 'ทุกบริษัท' },
              ...companies.map((company) => ({ value: String(company.companyId), label: company.companyName })),
            ]}
          />
        ) : null}
        <FilterSelect
          id="filter-state"
          label="สถานะ"
          param="state"
          options={[
            { value: ALL, label: 'ทุกสถานะ' },
            ...PLACEMENT_STATES.map((state) => ({ value: state, label: PLACEMENT_STATE_LABELS_TH[state] })),
          ]}
        />
      </div>
      <DataTable
        id="placements"
        caption="การฝึกงาน"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(placement) => placement.studentId}
        url={URL_CONFIG}
        rowNoun="การฝึกงาน"
        empty={{ icon: BriefcaseBusiness, title: 'ยังไม่มีการฝึกงาน', description: 'นิสิตที่จับคู่ได้จะแสดงที่นี่' }}
        emptyFiltered="ไม่พบการฝึกงานที่ตรงกับเงื่อนไข ลองเปลี่ยนคำค้นหาหรือตัวกรอง"
      />
    </div>
  );
}
