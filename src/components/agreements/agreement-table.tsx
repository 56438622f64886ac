'use client';

import { AGREEMENT_STATES, AGREEMENT_STATE_LABELS_TH, type AgreementView } from '@/lib/agreements';
import { BellRing, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { agreementList } from '@/lib/agreements';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import { exportLink } from '@/components/ui/data-table-bulk';
import { DataTable, type BulkAction, type BulkTarget, type DataTableColumn } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { useQueryState } from '@/components/ui/use-query-state';
import { AgreementStateBadge } from './agreement-state-badge';

const ALL = 'all';

export const AGREEMENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  filterKeys: ['search', 'state', 'companyId'],
};

const columns: DataTableColumn<AgreementView>[] = [
  {
    id: 'studentId',
    header: 'รหัสนิสิต',
    meta: { label: 'รหัสนิสิต', hideable: false, className: 'font-mono whitespace-nowrap tabular-nums' },
    cell: ({ row }) => row.original.studentId,
  },
  { id: 'name', header: 'ชื่อ–นามสกุล', meta: { label: 'ชื่อ–นามสกุล', className: 'min-w-40' }, cell: ({ row }) => row.original.studentName },
  {
    id: 'company',
    header: 'บริษัท · ตำแหน่ง',
    meta: { label: 'บริษัท · ตำแหน่ง', className: 'min-w-48' },
    cell: ({ row: { original: item } }) => (
      <span className="grid">
        <span className="font-medium text-gray-900">{item.companyName}</span>
        <span className="text-xs text-gray-600">{item.openingTitle}</span>
      </span>
    ),
  },
  {
    id: 'state',
    header: 'สถานะสัญญา',
    meta: { label: 'สถานะสัญญา' },
    cell: ({ row: { original: item } }) => (
      <span className="grid gap-1">
        <AgreementStateBadge state={item.state} />
        {item.isEnded ? <span className="text-xs text-gray-600">ยุติการฝึกงานแล้ว</span> : null}
        {!item.isAnnounced ? <span className="text-xs text-gray-600">ยังไม่ประกาศผล</span> : null}
      </span>
    ),
  },
  {
    id: 'sentAt',
    header: 'ส่งเมื่อ',
    meta: { label: 'ส่งเมื่อ', className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDateTime(row.original.sentAt),
  },
  {
    id: 'lastReminderAt',
    header: 'เตือนล่าสุด',
    meta: { label: 'เตือนล่าสุด', className: 'whitespace-nowrap text-gray-600' },
    cell: ({ row }) => formatDateTime(row.original.lastReminderAt),
  },
  {
    id: 'links',
    header: () => <span className="sr-only">เอกสาร</span>,
    meta: { label: 'เอกสาร' },
    cell: ({ row: { original: item } }) => {
      const base = `/api/admin/sessions/${item.sessionId}/placements/${encodeURIComponent(item.studentId)}/agreement`;
      return (
        <span className="flex flex-wrap gap-2 text-sm whitespace-nowrap">
          {item.sentAt ? (
            <a className="text-brand-700 hover:underline" href={`${base}/pdf`} target="_blank" rel="noopener">
              PDF
            </a>
          ) : null}
          {item.hasScan ? (
            <a className="text-brand-700 hover:underline" href={`${base}/scan`} target="_blank" rel="noopener">
              สแกน
            </a>
          ) : null}
        </span>
      );
    },
  },
];

/** What a bulk send or reminder did, as a toast: how many, and why the others were left. */
function bulkOutcome(done: string, result: { count: number; skipped: { studentId: string; reason: string }[] }) {
  const title = `${done} ${result.count.toLocaleString('th-TH')} รายการ`;
  if (result.skipped.length === 0) return { title };
  const shown = result.skipped.slice(0, 3).map((skip) => `${skip.studentId}: ${skip.reason}`);
  const more = result.skipped.length > 3 ? ` และอีก ${result.skipped.length - 3} รายการ` : '';
  return { title, description: `ข้าม ${result.skipped.length} รายการ — ${shown.join(' · ')}${more}` };
}

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

/** The session's agreements; the filters and the page live in the URL and are applied on the server. */
export function AgreementTable({
  list,
  companies,
  sessionId,
}: {
  list: z.infer<typeof agreementList>;
  companies: { companyId: number; companyName: string }[];
  sessionId: number;
}) {
  const { get, update } = useQueryState();
  const router = useRouter();
  const idsOf = (target: BulkTarget) => ('ids' in target ? target.ids : []);
  const bulkActions: BulkAction[] = useMemo(
    () => [
      {
        label: 'ส่งให้ลงนาม',
        icon: Send,
        confirmTitle: (count) => `ส่งสัญญาของ ${count} รายการให้ลงนาม?`,
        confirmDescription: 'สัญญาที่ส่งไปแล้วแต่ยังไม่ลงนามครบจะถูกสร้างใหม่และล้างการลงนามออนไลน์ หากมีรายการใดส่งไม่ได้ จะไม่มีการเปลี่ยนแปลงใด',
        confirmLabel: 'ส่งให้ลงนาม',
        run: (target) =>
          apiCall('POST /admin/sessions/{sessionId}/agreements/send', { params: { sessionId }, body: { studentIds: idsOf(target) } })
            .then((result) => bulkOutcome('ส่งสัญญาให้ลงนามแล้ว', result))
            .finally(() => router.refresh()),
      },
      {
        label: 'เตือนให้ลงนาม',
        icon: BellRing,
        confirmTitle: (count) => `เตือนผู้ที่ต้องลงนามของ ${count} รายการ?`,
        confirmDescription: 'ส่งการแจ้งเตือนถึงผู้ที่ต้องลงนามถัดไป (นิสิตก่อน แล้วจึงบริษัท) เตือนซ้ำได้วันละครั้งต่อรายการ',
        confirmLabel: 'ส่งการเตือน',
        run: (target) =>
          apiCall('POST /admin/sessions/{sessionId}/agreements/remind', { params: { sessionId }, body: { studentIds: idsOf(target) } })
            .then((result) => bulkOutcome('ส่งการเตือนแล้ว', result))
            .finally(() => router.refresh()),
      },
    ],
    [sessionId, router],
  );

  const sendAll = useMutationAction({
    action: () => apiCall('POST /admin/sessions/{sessionId}/agreements/send', { params: { sessionId }, body: { allNotSent: true } }),
    success: (result) => bulkOutcome('ส่งสัญญาให้ลงนามแล้ว', result),
    failure: 'ส่งสัญญาไม่สำเร็จ',
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            ค้นหา
          </span>
          <SearchField label="ค้นหาด้วยรหัสหรือชื่อนิสิต บริษัท หรือตำแหน่ง" placeholder="รหัส ชื่อนิสิต บริษัท ตำแหน่ง" />
        </div>
        <FilterSelect
          id="filter-state"
          label="สถานะสัญญา"
          value={get('state') || ALL}
          onChange={(value) => update({ state: value === ALL ? null : value })}
          options={[
            { value: ALL, label: 'ทุกสถานะ' },
            ...AGREEMENT_STATES.map((state) => ({ value: state, label: AGREEMENT_STATE_LABELS_TH[state] })),
          ]}
        />
        <FilterSelect
          id="filter-company"
          label="บริษัท"
          value={get('companyId') || ALL}
          onChange={(value) => update({ companyId: value === ALL ? null : value })}
          options={[
            { value: ALL, label: 'ทุกบริษัท' },
            ...companies.map((company) => ({ value: String(company.companyId), label: company.companyName })),
          ]}
        />
        <ConfirmDialog
          title="ส่งสัญญาทุกรายการที่ยังไม่ส่ง?"
          description="ส่งเฉพาะการฝึกงานที่ประกาศผลแล้วและยังไม่ยุติ รายการที่ข้อมูลยังไม่ครบ (เช่น ยังไม่มีพี่เลี้ยงหรือวันฝึกงาน) จะถูกข้ามพร้อมเหตุผล"
          confirmLabel="ส่งทั้งหมด"
          onConfirm={async () => {
            await sendAll.run();
          }}
          trigger={
            <Button>
              <Send aria-hidden="true" />
              ส่งทุกรายการที่ยังไม่ส่ง
            </Button>
          }
        />
      </div>
      <DataTable
        id="session-agreements"
        caption="สัญญาฝึกงานของรอบนี้"
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(item) => item.studentId}
        url={AGREEMENT_TABLE_URL}
        rowNoun="รายการ"
        bulkActions={bulkActions}
        exportHref={(format, query) => exportLink(`/admin/sessions/${sessionId}/agreements`, format, query)}
        emptyFiltered="ไม่มีสัญญาที่ตรงกับเงื่อนไข"
      />
    </div>
  );
}
