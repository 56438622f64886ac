'use client';

import { CircleAlert, CircleCheck, Play, RotateCcw, Undo2, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, controlClasses } from '@/components/ui/input';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { exportLink } from '@/components/ui/data-table-bulk';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { SOURCE_LABELS } from './labels';
import type { MatchingOpeningOption, MatchingPreview, MatchingResultItem, MatchingRoundState, MatchingRunSummary } from '@/lib/matching';

type MatchingResultRow = MatchingResultItem;

type Props = {
  state: MatchingRoundState;
  preview: MatchingPreview | null;
  openingOptions: MatchingOpeningOption[];
  outcome: 'MATCHED' | 'UNMATCHED' | null;
};

const number = (value: number) => value.toLocaleString('th-TH');
const FAILURE = 'ทำรายการไม่สำเร็จ';
const nameOf = (row: MatchingResultRow) => [row.firstNameTh, row.lastNameTh].filter(Boolean).join(' ') || '–';

const resultColumns: DataTableColumn<MatchingResultRow>[] = [
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
    cell: ({ row }) => <Badge tone={row.original.source === 'MANUAL' ? 'info' : 'neutral'}>{SOURCE_LABELS[row.original.source]}</Badge>,
  },
];

/** The admin's matching screen: state and verdict, preview and run with confirmation, undo, and the results with manual set/undo. */
export function MatchingPanel({ state, preview, openingOptions, outcome }: Props) {
  const blocking = useBlockingTask();
  const blockedId = useId();
  const base = `/admin/sessions/${state.sessionId}`;
  const params = { sessionId: state.sessionId };

  // The confirmation reads a fresh preview (GET …/matching/preview): rankings may have changed since the page loaded.
  const [confirming, setConfirming] = useState<MatchingPreview | null>(null);
  const [isLoadingPreview, setIsLoadingPreview] = useState(false);
  async function askToRun() {
    setIsLoadingPreview(true);
    try {
      const fresh = await apiCall('GET /admin/sessions/{sessionId}/matching/preview', { params, expectedStatuses: [200] });
      if (fresh.canRun) setConfirming(fresh);
      else toast({ title: 'ยังเรียกใช้การจับคู่ไม่ได้', description: fresh.blockedReason ?? undefined, variant: 'warning' });
    } catch (error) {
      toast({ title: 'โหลดข้อมูลก่อนเรียกใช้ไม่สำเร็จ', description: (error as Error).message, variant: 'error' });
    } finally {
      setIsLoadingPreview(false);
    }
  }
  const running = useMutationAction<void, MatchingRunSummary>({
    action: () =>
      blocking.run(
        'กำลังจับคู่…',
        () => apiCall('POST /admin/sessions/{sessionId}/matching', { params, body: undefined, expectedStatuses: [200] }),
        'อาจใช้เวลาหลายวินาที โปรดอย่าปิดหรือออกจากหน้านี้',
      ),
    success: state.isMatchingInitiated ? 'เรียกใช้การจับคู่ใหม่เรียบร้อย' : 'เรียกใช้การจับคู่เรียบร้อย',
    failure: FAILURE,
    onSuccess: (summary) => {
      if (!summary.isStable)
        toast({ title: 'ผลการจับคู่ไม่ผ่านการตรวจสอบความเสถียร', description: 'โปรดติดต่อผู้พัฒนาระบบก่อนประกาศผล', variant: 'warning' });
    },
  });
  const undoingRun = useMutationAction<void, unknown>({
    action: () => apiCall('DELETE /admin/sessions/{sessionId}/matching', { params }),
    success: 'ยกเลิกผลการจับคู่เรียบร้อย',
    failure: FAILURE,
  });
  const undoingStudent = useMutationAction<MatchingResultRow, unknown>({
    action: (row) =>
      apiCall('DELETE /admin/sessions/{sessionId}/enrollments/{studentId}/matching', {
        params: { ...params, studentId: row.studentId },
        body: { openingId: row.openingId ?? undefined },
      }),
    success: (_, row) => `ยกเลิกผลของ ${row.studentId} แล้ว`,
    failure: FAILURE,
  });
  const run = async () => {
    await running.runOrThrow();
  };
  const undoRun = async () => {
    await undoingRun.runOrThrow();
  };
  const undoStudent = async (row: MatchingResultRow) => {
    await undoingStudent.runOrThrow(row);
  };

  const latestRun = state.latestRun;
  return (
    <div className="grid gap-6">
      {blocking.overlay}
      <Card>
        <CardHeader>
          <CardTitle>สถานะการจับคู่</CardTitle>
          <CardDescription>
            {state.isCurrentRound
              ? `เรียกใช้ได้ตั้งแต่ ${formatDateTime(state.matchingOpensAt)} (ปิดการจัดอันดับของบริษัท การเปลี่ยนลำดับ และการยกเลิกการสมัคร) จนถึงก่อน ${formatDateTime(state.resultAnnouncementDate)} (ประกาศผล)`
              : 'รอบนี้ปิดแล้ว ผลการจับคู่เป็นผลสุดท้าย'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {state.isAnnounced ? (
              <Badge tone="brand">ประกาศผลแล้ว</Badge>
            ) : state.isMatchingInitiated ? (
              <Badge tone="info">จับคู่แล้ว รอประกาศผล</Badge>
            ) : (
              <Badge>ยังไม่ได้จับคู่</Badge>
            )}
            {latestRun && !latestRun.undoneAt ? (
              latestRun.isStable ? (
                <Badge tone="success">
                  <CircleCheck aria-hidden="true" />
                  ผ่านการตรวจสอบความเสถียร
                </Badge>
              ) : (
                <Badge tone="error">
                  <CircleAlert aria-hidden="true" />
                  ไม่ผ่านการตรวจสอบความเสถียร
                </Badge>
              )
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Stat label="จับคู่สำเร็จ" value={number(state.summary.matchedCount)} />
            <Stat label="ไม่ได้รับการจับคู่" value={number(state.summary.unmatchedCount)} />
            <Stat label="กำหนดโดยผู้ดูแล" value={number(state.summary.manualCount)} />
            <Stat
              label="เรียกใช้ล่าสุด"
              value={latestRun ? `${formatDateTime(latestRun.runAt)}${latestRun.undoneAt ? ' (ยกเลิกแล้ว)' : ''}` : '–'}
            />
          </dl>
          {latestRun && !latestRun.undoneAt ? (
            <p className="text-sm text-gray-700">
              {latestRun.isStable
                ? 'ผลนี้ผ่านการตรวจสอบอิสระหลังการจับคู่: ไม่มีที่นั่งเกินโควตา ไม่มีคู่ที่บริษัทไม่ได้เลือก และไม่มีนิสิตกับตำแหน่งคู่ใดที่ต่างต้องการกันมากกว่าผลที่ได้'
                : 'ผลนี้ไม่ผ่านการตรวจสอบความเสถียร อย่าประกาศผลก่อนตรวจสอบ'}
            </p>
          ) : null}
        </CardContent>
      </Card>

      {state.isCurrentRound && preview ? (
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1">
              <CardTitle>ตรวจสอบก่อนเรียกใช้</CardTitle>
              <CardDescription>
                นิสิตที่รอผล {number(preview.studentCount)} คน · ใบสมัคร {number(preview.applicationCount)} รายการ · ตำแหน่ง{' '}
                {number(preview.openingCount)} ตำแหน่ง
              </CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!preview.canRun}
                aria-describedby={preview.canRun ? undefined : blockedId}
                isLoading={isLoadingPreview}
                onClick={askToRun}
              >
                {state.isMatchingInitiated ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
                {state.isMatchingInitiated ? 'เรียกใช้ใหม่' : 'เรียกใช้การจับคู่'}
              </Button>
              <ConfirmDialog
                open={confirming !== null}
                onOpenChange={(open) => {
                  if (!open) setConfirming(null);
                }}
                title={state.isMatchingInitiated ? 'เรียกใช้การจับคู่ใหม่?' : 'เรียกใช้การจับคู่?'}
                description={confirming ? <RunDescription preview={confirming} /> : null}
                confirmLabel={state.isMatchingInitiated ? 'เรียกใช้ใหม่' : 'เรียกใช้'}
                onConfirm={run}
              />
              {state.isMatchingInitiated ? (
                <ConfirmDialog
                  tone="error"
                  title="ยกเลิกผลการจับคู่?"
                  description="นิสิตทุกคนที่ได้ผลจากอัลกอริทึมในรอบนี้จะกลับไปรอผล ผลที่กำหนดโดยผู้ดูแลยังคงอยู่"
                  confirmLabel="ยกเลิกผล"
                  onConfirm={undoRun}
                  trigger={
                    <Button variant="errorOutline" disabled={!state.canChangeResults}>
                      <Undo2 aria-hidden="true" />
                      ยกเลิกผลการจับคู่
                    </Button>
                  }
                />
              ) : null}
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            {!preview.canRun ? (
              <p id={blockedId} role="status" className="rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800">
                {state.canChangeResults
                  ? `ยังเรียกใช้ไม่ได้: ${preview.blockedReason ?? `จับคู่ได้ตั้งแต่ ${formatDateTime(state.matchingOpensAt)}`} (ดูข้อมูลตรวจสอบด้านล่างได้ตามปกติ)`
                  : 'ถึงวันประกาศผลแล้ว จึงเรียกใช้ ยกเลิก หรือแก้ไขผลไม่ได้'}
              </p>
            ) : null}
            {preview.openingsWithoutRanking.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="font-medium text-warning-800">
                  ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ ({number(preview.openingsWithoutRanking.length)})
                </h3>
                {/* Scrollable, so it takes focus: keyboard users can scroll a long list too. */}
                <ul
                  tabIndex={0}
                  aria-label="ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ"
                  className="grid max-h-60 gap-1 overflow-y-auto rounded-md text-sm text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {preview.openingsWithoutRanking.map((opening) => (
                    <li key={opening.openingId}>
                      {opening.companyNameTh} · {opening.title} — ผู้สมัคร {number(opening.applicationCount)} คน
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-gray-700">ทุกตำแหน่งส่งการจัดอันดับแล้ว</p>
            )}
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <CardTitle>ผลการจับคู่</CardTitle>
            <CardDescription>ผลของนิสิตแต่ละคนในรอบนี้ ทั้งจากอัลกอริทึมและที่ผู้ดูแลกำหนด</CardDescription>
          </div>
          <nav aria-label="กรองผล" className="flex flex-wrap gap-1">
            {[
              { value: null, label: 'ทั้งหมด' },
              { value: 'MATCHED', label: 'จับคู่สำเร็จ' },
              { value: 'UNMATCHED', label: 'ไม่ได้รับการจับคู่' },
            ].map((filter) => (
              <Link
                key={filter.label}
                href={filter.value ? `?outcome=${filter.value}` : '?'}
                aria-current={outcome === filter.value ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100',
                  outcome === filter.value && 'bg-brand-50 text-brand-800',
                )}
              >
                {filter.label}
              </Link>
            ))}
          </nav>
        </CardHeader>
        <CardContent>
          {state.results.meta.totalItem === 0 && outcome === null ? (
            <EmptyState icon={UserPlus} title="ยังไม่มีผลการจับคู่" description="หลังเรียกใช้การจับคู่หรือกำหนดผลด้วยตนเอง ผลของนิสิตแต่ละคนจะแสดงที่นี่" />
          ) : (
            <>
              <DataTable
                id="admin-matching-results"
                caption="ผลการจับคู่ของนิสิต"
                columns={resultColumns}
                data={state.results.items}
                meta={state.results.meta}
                getRowId={(row) => row.studentId}
                url={{ filterKeys: ['outcome'] }}
                exportHref={(format, query) => exportLink(`${base}/matching/${state.round}`, format, query)}
                rowActions={[
                  (row) =>
                    state.canChangeResults && row.openingId ? (
                      <ConfirmDialog
                        tone="error"
                        title={`ยกเลิกผลของ ${row.studentId}?`}
                        description={`นิสิตจะไม่ได้รับ “${row.openingTitle}” และที่นั่งนี้จะว่างลงหนึ่งที่`}
                        confirmLabel="ยกเลิกผล"
                        onConfirm={() => undoStudent(row)}
                        trigger={
                          <Button size="sm" variant="ghost" aria-label={`ยกเลิกผลของ ${row.studentId}`}>
                            <Undo2 aria-hidden="true" />
                            ยกเลิกผล
                          </Button>
                        }
                      />
                    ) : null,
                ]}
                emptyFiltered="ไม่มีผลตามตัวกรอง"
              />
            </>
          )}
        </CardContent>
      </Card>

      {state.canChangeResults ? <ManualSetForm sessionId={state.sessionId} openingOptions={openingOptions} /> : null}
    </div>
  );
}

function RunDescription({ preview }: { preview: MatchingPreview }) {
  return (
    <>
      {preview.isMatchingInitiated ? 'ผลเดิมที่ได้จากอัลกอริทึมจะถูกแทนที่ ผลที่กำหนดโดยผู้ดูแลยังคงอยู่ ' : 'ระบบจะจับคู่นิสิตที่ส่งการจัดอันดับแล้วทั้งหมด '}
      {`นิสิต ${number(preview.studentCount)} คน ใบสมัคร ${number(preview.applicationCount)} รายการ `}
      {preview.openingsWithoutRanking.length > 0
        ? `มี ${number(preview.openingsWithoutRanking.length)} ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ ตำแหน่งเหล่านี้จะไม่รับนิสิตในการจับคู่ครั้งนี้`
        : 'ทุกตำแหน่งส่งการจัดอันดับแล้ว'}
      {preview.studentCount >= 10_000 ? ` นิสิต ${number(preview.studentCount)} คนอาจใช้เวลาหลายวินาที โปรดรอจนกว่าระบบแจ้งผล` : ''}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/** Sets one student's match by hand, after a confirmation naming the student and the opening. */
function ManualSetForm({ sessionId, openingOptions }: { sessionId: number; openingOptions: MatchingOpeningOption[] }) {
  const id = useId();
  const [studentId, setStudentId] = useState('');
  const [openingId, setOpeningId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opening = openingOptions.find((option) => String(option.openingId) === openingId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!studentId.trim() || !opening) {
      setError('กรุณากรอกรหัสนิสิตและเลือกตำแหน่ง');
      return;
    }
    setError(null);
    setIsConfirming(true);
  }

  const setting = useMutationAction<{ studentId: string; openingId: number }, unknown>({
    action: ({ studentId: student, openingId: opening }) =>
      apiCall('POST /admin/sessions/{sessionId}/enrollments/{studentId}/matching', {
        params: { sessionId, studentId: student },
        body: { openingId: opening },
      }),
    success: (_, input) => `กำหนดผลของ ${input.studentId} แล้ว`,
    failure: 'กำหนดผลไม่สำเร็จ',
    onSuccess: () => {
      setStudentId('');
      setOpeningId('');
    },
  });
  const confirm = async () => {
    await setting.runOrThrow({ studentId: studentId.trim(), openingId: Number(openingId) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>กำหนดผลด้วยตนเอง</CardTitle>
        <CardDescription>ใช้ที่นั่งหนึ่งที่ของตำแหน่งที่เลือก นิสิตที่มีตำแหน่งอยู่แล้วต้องยกเลิกผลเดิมก่อน ผลนี้คงอยู่เมื่อเรียกใช้การจับคู่ใหม่</CardDescription>
      </CardHeader>
      <CardContent>
        {openingOptions.length === 0 ? (
          <p className="text-sm text-gray-700">ไม่มีตำแหน่งที่ยังมีที่นั่งว่าง</p>
        ) : (
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end" noValidate>
            <Field id={`${id}-student`} label="รหัสนิสิต" required error={error ?? undefined}>
              <Input
                id={`${id}-student`}
                value={studentId}
                onChange={(event) => setStudentId(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-student-error` : undefined}
              />
            </Field>
            <Field id={`${id}-opening`} label="ตำแหน่ง (ที่นั่งว่าง)" required>
              <select
                id={`${id}-opening`}
                value={openingId}
                onChange={(event) => setOpeningId(event.target.value)}
                className={cn(controlClasses, 'h-10')}
              >
                <option value="">เลือกตำแหน่ง</option>
                {openingOptions.map((option) => (
                  <option key={option.openingId} value={option.openingId}>
                    {option.companyNameTh} · {option.title} (ว่าง {option.remainingQuota}/{option.quota})
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit">
              <UserPlus aria-hidden="true" />
              กำหนดผล
            </Button>
          </form>
        )}
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={`กำหนดให้ ${studentId.trim()} ได้รับตำแหน่งนี้?`}
          description={opening ? `${opening.companyNameTh} · ${opening.title} — ที่นั่งว่างจะเหลือ ${opening.remainingQuota - 1} ที่` : undefined}
          confirmLabel="กำหนดผล"
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
