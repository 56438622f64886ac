'use client';

import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Power, PowerOff } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import type { List } from '@/lib/list';
import type { StudentSortField, StudentSummary } from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useQueryState } from '@/components/ui/use-query-state';
import { toast } from '@/components/ui/use-toast';
import { studentFullName } from './field-errors';
import type { ReferenceOptions } from './profile-editor';
import { StudentEditDialog } from './student-edit-dialog';

const COLUMN_COUNT = 7;

function SortHeader({ field, label }: { field: StudentSortField; label: string }) {
  const { get, update } = useQueryState();
  const sortBy = (get('sortBy') || 'studentId') as StudentSortField;
  const order = get('order') === 'desc' ? 'desc' : 'asc';
  const isActive = sortBy === field;
  const Icon = isActive ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <TableHead aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => update({ sortBy: field === 'studentId' ? null : field, order: isActive && order === 'asc' ? 'desc' : null })}
        className="inline-flex items-center gap-1 rounded-md font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon aria-hidden="true" className={isActive ? 'size-3.5 text-brand-700' : 'size-3.5 text-gray-400'} />
      </button>
    </TableHead>
  );
}

/** /student: the students of the current filter, with row selection for enabling or disabling many at once. */
export function StudentTable({ list, references }: { list: List<StudentSummary>; references: ReferenceOptions }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [bulkAction, setBulkAction] = useState<'enable' | 'disable' | null>(null);
  const pageIds = useMemo(() => list.items.map((student) => student.studentId), [list.items]);
  // Selection only ever covers rows on this page: a row that left the page is not acted on unseen.
  const selectedOnPage = pageIds.filter((id) => selected.has(id));
  const isAllSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  function toggle(studentId: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(studentId);
      else next.delete(studentId);
      return next;
    });
  }

  async function runBulk(action: 'enable' | 'disable') {
    const ids = selectedOnPage;
    const results = await Promise.allSettled(ids.map((studentId) => apiFetch(`/admin/students/${encodeURIComponent(studentId)}/${action}`, { method: 'POST' })));
    const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [`${ids[index]}: ${errorMessage(result.reason)}`] : []));
    const done = ids.length - failed.length;
    const verb = action === 'enable' ? 'เปิดการใช้งาน' : 'ปิดการใช้งาน';
    if (done) toast.success(`${verb}นิสิต ${done.toLocaleString('th-TH')} คนแล้ว`);
    if (failed.length) toast.error(`${verb}ไม่สำเร็จ ${failed.length} คน`, failed.slice(0, 3).join(', '));
    setSelected(new Set());
    router.refresh();
  }

  return (
    <>
      <div className="mb-3 flex min-h-10 flex-wrap items-center gap-2" aria-live="polite">
        {selectedOnPage.length ? (
          <>
            <span className="text-sm font-medium text-gray-800">เลือกไว้ {selectedOnPage.length.toLocaleString('th-TH')} คน</span>
            <Button size="sm" variant="outline" onClick={() => setBulkAction('enable')}>
              <Power aria-hidden="true" />
              เปิดการใช้งาน
            </Button>
            <Button size="sm" variant="errorOutline" onClick={() => setBulkAction('disable')}>
              <PowerOff aria-hidden="true" />
              ปิดการใช้งาน
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              ล้างการเลือก
            </Button>
          </>
        ) : (
          <span className="text-sm text-gray-600">เลือกแถวเพื่อเปิดหรือปิดการใช้งานหลายคนพร้อมกัน</span>
        )}
      </div>

      <Table caption="รายชื่อนิสิต">
        <TableHeader>
          <tr>
            <TableHead className="w-10">
              <Checkbox
                aria-label="เลือกนิสิตทุกคนในหน้านี้"
                checked={isAllSelected}
                onChange={(event) => setSelected(event.target.checked ? new Set(pageIds) : new Set())}
                disabled={pageIds.length === 0}
              />
            </TableHead>
            <SortHeader field="studentId" label="รหัสนิสิต" />
            <SortHeader field="name" label="ชื่อ–นามสกุล" />
            <SortHeader field="admissionYear" label="ปีที่เข้า" />
            <TableHead>หลักสูตร / ภาควิชา</TableHead>
            <TableHead>สถานะ</TableHead>
            <TableHead>
              <span className="sr-only">จัดการ</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={COLUMN_COUNT}>ไม่พบนิสิตตามเงื่อนไขนี้ ลองเปลี่ยนคำค้นหรือตัวกรอง หรือนำเข้ารายชื่อจากไฟล์ CSV</TableEmptyRow>
          ) : (
            list.items.map((student) => {
              const name = studentFullName(student);
              const english = [student.firstNameEn, student.lastNameEn].filter(Boolean).join(' ');
              return (
                <TableRow key={student.studentId} aria-selected={selected.has(student.studentId)}>
                  <TableCell>
                    <Checkbox aria-label={`เลือก ${student.studentId}`} checked={selected.has(student.studentId)} onChange={(event) => toggle(student.studentId, event.target.checked)} />
                  </TableCell>
                  <TableCell className="font-mono text-sm whitespace-nowrap">{student.studentId}</TableCell>
                  <TableCell className="min-w-48">
                    <Link
                      href={`/student/profile/${encodeURIComponent(student.profileToken)}`}
                      className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {name || <span className="text-gray-600 italic">ยังไม่ได้เข้าสู่ระบบ</span>}
                    </Link>
                    {english && english !== name ? <p className="text-xs text-gray-600">{english}</p> : null}
                  </TableCell>
                  <TableCell className="tabular-nums">{student.admissionYear}</TableCell>
                  <TableCell className="min-w-44 text-sm">
                    <p>{student.program?.programName ?? '–'}</p>
                    {student.department ? <p className="text-xs text-gray-600">{student.department.departmentName}</p> : null}
                  </TableCell>
                  <TableCell>
                    {student.isActive ? (
                      <Badge tone="success" dot>
                        ใช้งาน
                      </Badge>
                    ) : (
                      <Badge tone="error" dot>
                        ปิดการใช้งาน
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="space-x-1 text-right whitespace-nowrap">
                    <AssumeIdentityButton target={{ kind: 'student', studentId: student.studentId }} name={name || student.studentId} isDisabled={!student.isActive} />
                    <Button size="sm" variant="ghost" onClick={() => setEditing(student.studentId)} aria-label={`แก้ไขข้อมูล ${student.studentId}`}>
                      <Pencil aria-hidden="true" />
                      แก้ไข
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />

      <ConfirmDialog
        open={bulkAction !== null}
        onOpenChange={(open) => {
          if (!open) setBulkAction(null);
        }}
        tone={bulkAction === 'disable' ? 'error' : 'default'}
        title={bulkAction === 'disable' ? `ปิดการใช้งานนิสิต ${selectedOnPage.length} คน?` : `เปิดการใช้งานนิสิต ${selectedOnPage.length} คน?`}
        description={
          bulkAction === 'disable'
            ? 'นิสิตที่ถูกปิดการใช้งานจะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดอีกครั้ง'
            : 'นิสิตที่เลือกจะเข้าสู่ระบบและใช้งานได้ตามปกติ'
        }
        confirmLabel={bulkAction === 'disable' ? 'ปิดการใช้งาน' : 'เปิดการใช้งาน'}
        onConfirm={() => (bulkAction ? runBulk(bulkAction) : undefined)}
      />

      <StudentEditDialog
        studentId={editing}
        references={references}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            router.refresh();
          }
        }}
      />
    </>
  );
}
